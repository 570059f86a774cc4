import { USER_CENTRE_ENTRIES, type UserCentreSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { PointsUserShortcut } from '../components/points-user-shortcut'

function PointsEntry({ integral }: UserCentreSlotProps) {
  return <PointsUserShortcut integral={integral} />
}

registerEmbed(USER_CENTRE_ENTRIES, { plugin: 'points', order: 30, component: PointsEntry })
