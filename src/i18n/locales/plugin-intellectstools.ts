import { registerLocale } from '../index'
// Texts of the review toolbox page and the goods-detail tips (api-plugins-2 §3.11).
const locale = {
  zh: {
    title: '商品评价',
    score: '评分',
    content_hint: '说说你的使用感受（6-230 字）',
    images: '晒图（最多 {max} 张）',
    anonymous: '匿名评价',
    submit: '发布评价',
    saved: '评价成功',
    goods_missing: '商品不存在或已下架',
    already: '你已经评价过这件商品了',
    my_reviews: '查看我的评价',
    write_review: '写评价',
    bottom_line: '{title}：{text}',
  },
  en: {
    title: 'Review goods',
    score: 'Score',
    content_hint: 'Tell others how you found it (6-230 characters)',
    images: 'Photos (up to {max})',
    anonymous: 'Post anonymously',
    submit: 'Post review',
    saved: 'Thank you for your review',
    goods_missing: 'This goods does not exist or is off the shelves',
    already: 'You have already reviewed this goods',
    my_reviews: 'See my reviews',
    write_review: 'Write a review',
    bottom_line: '{title}: {text}',
  },
}

registerLocale('plugin-intellectstools', locale)

export default locale
