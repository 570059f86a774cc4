import { registerLocale } from '../index'
/** Floating quick navigation (api-core 2.8 quick-nav). */
const locale = {
  zh: {
    title: '快捷导航',
    open: '打开快捷导航',
    close: '关闭',
  },
  en: {
    title: 'Quick links',
    open: 'Open quick links',
    close: 'Close',
  },
}

registerLocale('quick-nav', locale)

export default locale
