import { registerItem } from '@/slots/slot'
import { USER_CENTRE_SHORTCUTS } from '@/slots/slots'
import '@/i18n/locales/plugin-shop-embeds'

// The user centre's "more services" tile to my favourite shops.
registerItem(USER_CENTRE_SHORTCUTS, {
  plugin: 'shop',
  order: 105,
  item: { key: 'shop-favor', icon: 'store', labelKey: 'plugin-shop-embeds.user_entry', url: '/pages/plugins/shop/favor/favor' },
})
