import { registerLocale } from '../index'
// Texts of the delivery plugin's parts that other pages draw (the shopper's order card and order detail,
// the store order list): the link to the live delivery map.
const locale = {
  zh: {
    track_delivery: '配送跟踪',
  },
  en: {
    track_delivery: 'Track delivery',
  },
}

registerLocale('plugin-delivery-embeds', locale)
export default locale
