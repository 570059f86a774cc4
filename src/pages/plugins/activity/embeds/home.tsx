import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { parseActivityFloors } from '@/api/plugins/activity'
import { HOME_BLOCKS, HOME_BLOCKS_AFTER_FLOORS, type HomeSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { useStores } from '@/stores/root-store'
import { ActivityHomeFloors } from '../components/activity-home-floors'

/** Activity floors of one home location, from the home answer's plugins_activity_data; settled at once. */
function floorsAt(location: 0 | 1) {
  return observer(function HomeActivities({ pluginData, onSettled }: HomeSlotProps) {
    const { app } = useStores()
    useEffect(() => onSettled('activity'), [onSettled])
    if (!app.isPluginEnabled('activity')) return null
    const floors = parseActivityFloors(pluginData.activity, location)
    return floors.length ? <ActivityHomeFloors floors={floors} location={location} /> : null
  })
}

// Location 0 above the goods floors, location 1 after them (api-plugins-2 §1 first and second pass).
registerEmbed(HOME_BLOCKS, { plugin: 'activity', order: 30, component: floorsAt(0) })
registerEmbed(HOME_BLOCKS_AFTER_FLOORS, { plugin: 'activity', order: 10, component: floorsAt(1) })
