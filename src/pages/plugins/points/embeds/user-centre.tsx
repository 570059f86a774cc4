import { USER_CENTRE_ENTRIES, USER_CENTRE_SHORTCUTS, type UserCentreSlotProps } from '@/slots/slots'
import { registerEmbed, registerItem } from '@/slots/slot'
import { PointsUserShortcut } from '../components/points-user-shortcut'

function PointsEntry({ integral }: UserCentreSlotProps) {
  return <PointsUserShortcut integral={integral} />
}

registerEmbed(USER_CENTRE_ENTRIES, { plugin: 'points', order: 30, component: PointsEntry })
// Its tile in the "more services" grid.
registerItem(USER_CENTRE_SHORTCUTS, {
  plugin: 'points',
  order: 70,
  item: { key: 'points', icon: 'sparkles', labelKey: 'account.plugin_points', url: '/pages/plugins/points/index/index' },
})
