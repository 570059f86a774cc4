import { observer } from 'mobx-react-lite'
import type { GoodsDetailPage } from '@/api/goods'
import { parseGoodsActivities } from '@/api/plugins/activity'
import { GOODS_DETAIL_BLOCKS, type GoodsDetailSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { useStores } from '@/stores/root-store'
import { ActivityBadges } from '../components/activity-badge'

type Props = GoodsDetailSlotProps & { plugins: GoodsDetailPage['plugins'] }

/** The activity badge of goods in a running activity (goods detail's plugins_activity_data). */
const GoodsActivities = observer(function GoodsActivities({ plugins }: Props) {
  const { app } = useStores()
  const activities = parseGoodsActivities(plugins.plugins_activity_data)
  if (!app.isPluginEnabled('activity') || !activities.length) return null
  return <ActivityBadges activities={activities} />
})

registerEmbed(GOODS_DETAIL_BLOCKS, {
  plugin: 'activity',
  order: 5,
  component: GoodsActivities,
  when: (props) => parseGoodsActivities(props.plugins.plugins_activity_data).length > 0,
})
