import { GOODS_DETAIL_BLOCKS, type GoodsDetailSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import type { GoodsDetailPage } from '@/api/goods'
import { ToolboxGoodsTips } from '../components/goods-tips'

/** The toolbox card reads plugins_intellectstools_data of the goods/detail answer. */
function GoodsDetailToolbox({ goodsId, plugins }: GoodsDetailSlotProps & { plugins: GoodsDetailPage['plugins'] }) {
  return <ToolboxGoodsTips goodsId={goodsId} data={plugins.plugins_intellectstools_data} />
}

registerEmbed(GOODS_DETAIL_BLOCKS, {
  plugin: 'intellectstools',
  order: 50,
  component: GoodsDetailToolbox,
  when: ({ plugins }) => Boolean(plugins.plugins_intellectstools_data),
})
