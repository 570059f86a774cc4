import { registerLocale } from '../index'
/** The sales ticker (home block after the floors, page-builder module). */
const locale = {
  zh: {
    title: '大家都在买',
    bought: '购买了',
    from: '来自{province}',
  },
  en: {
    title: 'What shoppers are buying',
    bought: 'bought',
    from: 'from {province}',
  },
}
registerLocale('plugin-salerecords', locale)
export default locale
