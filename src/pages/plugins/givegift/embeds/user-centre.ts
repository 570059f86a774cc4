import { registerItem } from '@/slots/slot'
import { USER_CENTRE_SHORTCUTS } from '@/slots/slots'

// Its tile in the user centre's "more services" grid (the plugin's pages come with a later batch; the tile
// leads to the route the spec names, as before).
registerItem(USER_CENTRE_SHORTCUTS, {
  plugin: 'givegift',
  order: 90,
  item: { key: 'givegift', glyph: '❀', labelKey: 'account.plugin_givegift', url: '/pages/plugins/givegift/gift/gift' },
})
