import { registerLocale } from '../index'
// Texts of the distribution embeds on core pages, kept apart so those pages carry only these few.
const locale = {
  zh: {
    goods_poster: '海报',
    goods_poster_making: '生成中',
    goods_poster_empty: '海报生成失败，请稍后再试',
  },
  en: {
    goods_poster: 'Poster',
    goods_poster_making: 'Making',
    goods_poster_empty: 'The poster could not be made. Please try again later.',
  },
}

registerLocale('plugin-distribution-embeds', locale)

export default locale
