// The page builder's flash-sale module (api-plugins-2 2.4 "seckill"): content.data.current is the period
// running now (else the next one) with its goods and times, filled on every load while the plugin is on.
import { registerDiyModuleHydrator } from '../../services/diy/hydrators'
import { periodsNow } from './index'

registerDiyModuleHydrator(
  'seckill',
  (ctx, content) => {
    const { current } = periodsNow(ctx)
    return {
      ...content,
      data: { current: current ? { ...current, time: { status: current.time.status, time_first_text: current.time.time_first_text } } : null },
    }
  },
  { plugin: 'seckill' },
)
