import { registerLocale } from '../index'
// The texts of the plugin's entry on goods detail, apart from its pages' texts so that page does not load them all.
// Registered under the plugin's one area, so t('plugin-givegift.key') reads them like the others.
const locale = {
  zh: {
    give_entry: '送给好友',
    give_entry_tip: '买下作为礼物，分享链接给好友领取',
  },
  en: {
    give_entry: 'Give as a gift',
    give_entry_tip: 'Buy it as a gift and share a link for friends to claim',
  },
}

registerLocale('plugin-givegift', locale)

export default locale
