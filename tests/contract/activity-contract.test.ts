import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterSaleCreateBody, parseAfterSaleForm, parseAfterSales } from '@/api/aftersale'
import { parseArticleCategories, parseArticleDetail, parseArticleSummary } from '@/api/article'
import { parseBrowseHistory } from '@/api/browse'
import { parseFavorState, parseFavorites } from '@/api/favor'
import { parseIntegralLog } from '@/api/integral'
import { parseMessages } from '@/api/message'
import { orderReviewBody, parseMyReviews, parseOrderForReview } from '@/api/review'
import { toPage } from '@/api/parse'

/** Captured ShopXO v6.6 answers (../shared/reference/shopxo-api-samples, repo-root relative). */
interface Sample {
  request: { s: string; params: Record<string, unknown> }
  response: { code: number; msg: string; data: unknown }
}

function sample(name: string): Sample {
  const file = resolve(__dirname, '../../../shared/reference/shopxo-api-samples', `${name}.json`)
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Sample
  expect(parsed.response.code).toBe(0)
  return parsed
}

describe('review samples', () => {
  it('order/comments becomes the review form with its items and upload path', () => {
    const order = parseOrderForReview(sample('order.comments').response.data)
    expect(order.orderId).toBe('1')
    expect(order.orderNo).toBe('20261122093753871142')
    expect(order.uploadPathType).toBe('order_comments-1-1')
    expect(order.alreadyReviewed).toBe(false)
    expect(order.items).toHaveLength(2)
    expect(order.items[0]).toMatchObject({ goodsId: '7', price: '130.00', quantity: 3, specText: '', url: '/pages/goods-detail/goods-detail?id=7' })
    expect(order.items[1].specText).toBe('套餐二 / 金色 / 128G')
  })

  it('order/commentssave body carries the captured arrays, as JSON strings', () => {
    const captured = sample('order.commentssave').request.params
    const items = parseOrderForReview(sample('order.comments').response.data).items
    const drafts = (captured.rating as number[]).map((rating, i) => ({ rating, content: (captured.content as string[])[i], images: [] as string[] }))
    const body = orderReviewBody('1', items, drafts, false)
    expect(Object.keys(body).sort()).toEqual(Object.keys(captured).sort())
    expect(JSON.parse(body.goods_id as string).map(Number)).toEqual(captured.goods_id)
    expect(JSON.parse(body.rating as string)).toEqual(captured.rating)
    expect(JSON.parse(body.content as string)).toEqual(captured.content)
    expect(body.images).toBe('')
    expect(body.is_anonymous).toBe(captured.is_anonymous)
  })

  it('usergoodscomments/index becomes my reviews', () => {
    const page = parseMyReviews(sample('usergoodscomments.index').response.data, 1)
    expect(page.total).toBe(2)
    expect(page.items[0]).toMatchObject({ id: '2', rating: 4, content: '电脑不错，运行流畅', images: [], isAnonymous: false, isShown: false, reply: '' })
    expect(page.items[0].goodsTitle).toContain('华为笔记本电脑')
    expect(page.items[0].goodsUrl).toBe('/pages/goods-detail/goods-detail?id=2')
    expect(page.items[0].time).toBe('2026-11-22 09:39:02')
  })
})

describe('favourites, browse history, messages, points', () => {
  it('usergoodsfavor/index', () => {
    const page = parseFavorites(sample('usergoodsfavor.index').response.data, 1)
    expect(page).toMatchObject({ total: 2, pageTotal: 1, page: 1 })
    expect(page.items[0]).toMatchObject({ rowId: '3', goodsId: '7', price: '130.00', originalPrice: '700.00', isUnavailable: false })
    expect(page.items[1].price).toBe('4500.00-5500.00')
  })

  it('usergoodsfavor/cancel and goods/favor toggle states', () => {
    expect(parseFavorState(sample('usergoodsfavor.cancel').response.data)).toEqual({ isFavorite: false, count: 0 })
    expect(parseFavorState(sample('goods.favor').response.data)).toEqual({ isFavorite: true, count: 1 })
    expect(parseFavorState(sample('goods.favor_toggle_off').response.data).isFavorite).toBe(false)
  })

  it('usergoodsbrowse/index keeps the record id for deletion', () => {
    const page = parseBrowseHistory(sample('usergoodsbrowse.index').response.data, 1)
    expect(page.items.map((g) => [g.rowId, g.goodsId])).toEqual([
      ['3', '7'],
      ['1', '2'],
    ])
    expect(sample('usergoodsbrowse.delete').request.params).toEqual({ ids: '2' })
  })

  it('message/index with read state and type', () => {
    const page = parseMessages(sample('message.index').response.data, 1)
    expect(page.total).toBe(7)
    expect(page.items[0]).toMatchObject({
      id: '7',
      title: '积分变动',
      detail: '订单商品赠送积分增加1440',
      typeText: '默认',
      isRead: true,
      time: '2026-11-22 09:38:48',
    })
  })

  it('userintegral/index', () => {
    const page = parseIntegralLog(sample('userintegral.index').response.data, 1)
    expect(page.items[0]).toEqual({ id: '2', isIncrease: true, amount: 1440, before: 42, after: 1482, reason: '订单商品赠送', time: '2026-11-22 09:38:48' })
  })
})

describe('after-sale samples', () => {
  it('orderaftersale/index', () => {
    const page = parseAfterSales(sample('orderaftersale.index').response.data, 1)
    expect(page.total).toBe(2)
    const first = page.items[0]
    expect(first).toMatchObject({
      id: '2',
      orderId: '1',
      orderDetailId: '2',
      type: 0,
      status: 'pending_review',
      statusCode: 2,
      reason: '不喜欢/不想要',
      price: '0.00',
      currencySymbol: '￥',
    })
    expect(first.goods).toMatchObject({ detailId: '2', goodsId: '2', specText: '套餐二 / 金色 / 128G', quantity: 1 })
  })

  it('orderaftersale/aftersale: the existing request, limits, reasons without \\r, types, address', () => {
    const form = parseAfterSaleForm(sample('orderaftersale.aftersale').response.data)
    expect(form.orderId).toBe('1')
    expect(form.goods).toMatchObject({ detailId: '1', goodsId: '7', price: '130.00', quantity: 3 })
    expect(form.existing).toMatchObject({ id: '1', type: 1, status: 'pending_confirm', reason: '7天无理由退换货', quantity: 1, tipsTitle: '待卖家审核' })
    expect(form.maxQuantity).toBe(2)
    expect(form.maxRefund).toBe(0)
    expect(form.reasons[0][0]).toBe('活动/优惠未生效')
    expect(form.reasons[1]).toContain('配送超时')
    expect(form.types.map((t) => t.value)).toEqual([0, 1])
    expect(form.returnAddress).toEqual({ name: 'Devil', tel: '13888888888', address: '上海市闵行区浦江科技广场' })
    expect(form.uploadPathType).toBe('order_aftersale-0-1-1')
  })

  it('orderaftersale/create bodies match the captured ones', () => {
    const full = sample('orderaftersale.create').request.params
    const body = afterSaleCreateBody({
      orderId: '1',
      detailId: '1',
      type: 1,
      reason: '7天无理由退换货',
      quantity: 1,
      price: '0.00',
      explanation: '测试售后申请',
      images: [],
    })
    expect(Object.keys(body).sort()).toEqual(Object.keys(full).sort())
    expect(body).toMatchObject({ type: 1, number: 1, price: '0.00', reason: full.reason, msg: full.msg, images: '' })
    const refund = sample('orderaftersale.create_refund_only').request.params
    const refundBody = afterSaleCreateBody({
      orderId: '1',
      detailId: '2',
      type: 0,
      reason: '不喜欢/不想要',
      quantity: 5,
      price: '0.00',
      explanation: '仅退款测试',
      images: [],
    })
    expect(refundBody.number).toBe(0)
    expect(refundBody).toMatchObject({ order_detail_id: '2', type: refund.type, reason: refund.reason })
    expect(sample('orderaftersale.cancel').request.params).toEqual({ id: 2 })
  })
})

describe('article samples', () => {
  it('article/index categories', () => {
    const categories = parseArticleCategories(sample('article.index').response.data)
    expect(categories[0]).toEqual({ id: '7', name: '帮助中心' })
  })

  it('article/datalist (all and by category)', () => {
    const all = toPage(sample('article.datalist').response.data, 1, parseArticleSummary)
    expect(all).toMatchObject({ total: 28, pageTotal: 2 })
    expect(all.items[0]).toMatchObject({ id: '29', title: '关于我们', titleColor: '#FF0000', views: 136, url: '/pages/article-detail/article-detail?id=29' })
    const byCategory = sample('article.datalist_category')
    expect(byCategory.request.params).toEqual({ id: 7 })
    expect(toPage(byCategory.response.data, 1, parseArticleSummary).items.map((a) => a.title)).toContain('如何注册成为会员')
  })

  it('article/detail with previous and no next', () => {
    const article = parseArticleDetail(sample('article.detail').response.data)
    expect(article).toMatchObject({ id: '29', title: '关于我们', views: 136, time: '2018-08-14 14:47:01', next: null })
    expect(article?.previous).toEqual({ id: '28', title: '联系我们', url: '/pages/article-detail/article-detail?id=28' })
    expect(article?.contentHtml).toContain('<p')
  })
})
