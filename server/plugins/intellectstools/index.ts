// intellectstools (api-plugins-2 §3.11), the part this demo serves: the review toolbox page (a shopper
// reviews a goods without going through an order: score, words, up to three photos, anonymous or not) and
// the goods-detail tips with its "write a review" link (plugins_intellectstools_data in goods/detail).
import { definePlugin } from '../../core/plugins'
import { defineMessages } from '../../core/i18n'
import { ApiError, ok, type Ctx } from '../../core/router'
import { optionalFlag, optionalText, requireId, requireInt } from '../../core/validate'
import { one, run } from '../../db'
import { goodsById, type GoodsRow } from '../../services/goods/goods-view'
import { registerGoodsExtension } from '../../services/goods/goods-extensions'
import { imageListParam, ownImagePath } from '../../services/site/upload-paths'

defineMessages({
  'toolbox.goods_not_found': { zh: '商品不存在或已下架', en: 'This goods does not exist or is off the shelves' },
  'toolbox.rating_required': { zh: '请选择评分（1-5 星）', en: 'Please choose a score (1 to 5 stars)' },
  'toolbox.content_length': { zh: '评价内容需在 {min} 到 {max} 个字符之间', en: 'A review must be {min} to {max} characters' },
  'toolbox.images_invalid': { zh: '评价图片有误，请重新上传', en: 'A review photo is invalid: please upload it again' },
  'toolbox.images_max': { zh: '评价图片最多 {max} 张', en: 'A review can have at most {max} photos' },
  'toolbox.anonymous_invalid': { zh: '匿名选项有误', en: 'Invalid anonymous option' },
  'toolbox.already': { zh: '你已评价过该商品', en: 'You have already reviewed this goods' },
  'toolbox.saved': { zh: '评价成功', en: 'Thank you for your review' },
  'toolbox.tips_title': { zh: '购物须知', en: 'Before you buy' },
  'toolbox.tip_genuine': { zh: '官方正品，假一赔十', en: 'Genuine goods from the brand, guaranteed' },
  'toolbox.tip_return': { zh: '未拆封商品支持 7 天无理由退货', en: 'Unopened goods can be returned within 7 days' },
  'toolbox.bottom_title': { zh: '温馨提示', en: 'Please note' },
  'toolbox.bottom_msg': { zh: '商品图片仅供参考，请以收到的实物为准', en: 'Photos are for reference: the goods you receive may differ slightly' },
})

/** Review rules: spec 5 "order review" (content 6-230 characters, up to 3 images, score required). */
export const TOOLBOX_REVIEW = { minLength: 6, maxLength: 230, maxImages: 3 }
const BUSINESS = 'intellectstools'

function goodsOnSale(ctx: Ctx): GoodsRow {
  const goods = goodsById(ctx.db, requireId(ctx, 'goods_id'))
  if (!goods || goods.is_shelves !== 1) throw new ApiError(ctx.t('toolbox.goods_not_found'))
  return goods
}

function hasReviewed(ctx: Ctx, userId: number, goodsId: number): boolean {
  return Boolean(one(ctx.db, 'SELECT 1 FROM goods_comments WHERE user_id = ? AND goods_id = ? AND business_type = ?', userId, goodsId, BUSINESS))
}

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const goods = goodsOnSale(ctx)
  return ok({
    goods: { id: goods.id, title: goods.title, images: ctx.img(goods.images) },
    editor_path_type: 'goods_comments',
    is_commented: hasReviewed(ctx, user.id, goods.id) ? 1 : 0,
  })
}

function save(ctx: Ctx) {
  const user = ctx.requireUser()
  const goods = goodsOnSale(ctx)
  const rating = requireInt(ctx, 'rating', 1, 5, 'toolbox.rating_required')
  const content = optionalText(ctx, 'content', TOOLBOX_REVIEW.maxLength * 4)
  const length = [...content].length
  if (length < TOOLBOX_REVIEW.minLength || length > TOOLBOX_REVIEW.maxLength)
    throw new ApiError(ctx.t('toolbox.content_length', { min: TOOLBOX_REVIEW.minLength, max: TOOLBOX_REVIEW.maxLength }))
  const sent = imageListParam(ctx.params.image_list)
  if (sent === null) throw new ApiError(ctx.t('toolbox.images_invalid'))
  if (sent.length > TOOLBOX_REVIEW.maxImages) throw new ApiError(ctx.t('toolbox.images_max', { max: TOOLBOX_REVIEW.maxImages }))
  const images = sent.map((raw) => ownImagePath(ctx, raw, true))
  if (images.some((path) => !path)) throw new ApiError(ctx.t('toolbox.images_invalid'))
  const anonymous = optionalFlag(ctx, 'is_anonymous', 0, 'toolbox.anonymous_invalid')
  if (hasReviewed(ctx, user.id, goods.id)) throw new ApiError(ctx.t('toolbox.already'))
  const now = ctx.nowSeconds()
  run(
    ctx.db,
    `INSERT INTO goods_comments (user_id, goods_id, order_id, business_type, content, images, rating, is_show, is_anonymous, add_time, upd_time)
     VALUES (?, ?, 0, ?, ?, ?, ?, 1, ?, ?, ?)`,
    user.id,
    goods.id,
    BUSINESS,
    content,
    JSON.stringify(images),
    rating,
    anonymous,
    now,
    now,
  )
  return ok('', ctx.t('toolbox.saved'))
}

/** Goods detail: the shop's tips and whether this shopper may still write a toolbox review. */
registerGoodsExtension({
  plugin: 'intellectstools',
  extend: (ctx, goodsIds) => {
    if (ctx.controller !== 'goods' || ctx.action !== 'detail' || goodsIds.length !== 1) return {}
    const user = ctx.user
    return {
      plugins_intellectstools_data: {
        content_top: { title: ctx.t('toolbox.tips_title'), msg: [ctx.t('toolbox.tip_genuine'), ctx.t('toolbox.tip_return')] },
        base_bottom: { title: ctx.t('toolbox.bottom_title'), msg: ctx.t('toolbox.bottom_msg') },
        // A guest sees the link (it leads to login); a shopper who has reviewed does not.
        is_comments_add: user && hasReviewed(ctx, user.id, goodsIds[0]) ? 0 : 1,
      },
    }
  },
})

definePlugin({
  name: 'intellectstools',
  controls: { goodscomments: { index, save } },
})
