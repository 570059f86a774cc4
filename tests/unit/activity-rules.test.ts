import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterSaleStatus, canCancelAfterSale, AFTERSALE_STATUSES } from '@/api/aftersale'
import { setLanguage, t, hasKey } from '@/i18n'
import activity from '@/i18n/locales/activity'
import aftersale from '@/i18n/locales/aftersale'
import article from '@/i18n/locales/article'
import { exceedsRefundCap, validateAfterSale, validateReturnShipment, type AfterSaleValues } from '@/pages/user-orderaftersale-detail/aftersale-rules'
import { awaitsReturnShipment, statusLabel, statusTone } from '@/pages/user-orderaftersale/aftersale-labels'
import { validateReviewDraft, validateReviewDrafts } from '@/pages/user-order-comments/review-rules'

afterEach(() => setLanguage('zh'))

const limits = { maxRefund: 130, maxQuantity: 2, currencySymbol: '￥' }
function refund(patch: Partial<AfterSaleValues> = {}): AfterSaleValues {
  return { type: 0, reason: '不喜欢/不想要', quantity: '1', price: '100.00', explanation: '', images: [], ...patch }
}

describe('refund amount cap (spec 5: not above what is available)', () => {
  it('compares in cents', () => {
    expect(exceedsRefundCap('130.00', 130)).toBe(false)
    expect(exceedsRefundCap('130.01', 130)).toBe(true)
    expect(exceedsRefundCap(0.1 + 0.2, 0.3)).toBe(false)
    expect(exceedsRefundCap('0', 0)).toBe(false)
  })

  it('refuses an amount above the refundable one, in zh and en', () => {
    expect(validateAfterSale(refund({ price: '130.01' }), limits)).toEqual({ field: 'price', message: '退款金额不能超过可退金额 ￥130.00' })
    setLanguage('en')
    expect(validateAfterSale(refund({ price: '500' }), limits)?.message).toBe('The refund amount cannot be above the available ￥130.00')
  })

  it('accepts exactly the available amount', () => {
    expect(validateAfterSale(refund({ price: '130' }), limits)).toBeNull()
  })

  it('needs a type, a reason and a positive amount', () => {
    expect(validateAfterSale(refund({ type: null }), limits)?.message).toBe('请选择售后类型')
    expect(validateAfterSale(refund({ reason: '' }), limits)?.message).toBe('请填写原因')
    expect(validateAfterSale(refund({ price: '' }), limits)?.message).toBe('请填写退款金额')
    expect(validateAfterSale(refund({ price: 'abc' }), limits)?.message).toBe('请输入正确的退款金额')
    expect(validateAfterSale(refund({ price: '-5' }), limits)?.message).toBe('退款金额必须大于 0')
  })

  it('limits explanation (200) and proof images (3)', () => {
    expect(validateAfterSale(refund({ explanation: '好'.repeat(201) }), limits)?.message).toBe('退款说明最多 200 个字符')
    expect(validateAfterSale(refund({ explanation: '好'.repeat(200) }), limits)).toBeNull()
    expect(validateAfterSale(refund({ images: ['a', 'b', 'c', 'd'] }), limits)?.message).toBe('凭证图片最多 3 张')
  })

  it('return + refund checks the quantity against what can be returned', () => {
    expect(validateAfterSale(refund({ type: 1, quantity: '3' }), limits)?.message).toBe('退货数量不能超过 2 件')
    expect(validateAfterSale(refund({ type: 1, quantity: '0' }), limits)?.message).toBe('请填写退货数量')
    expect(validateAfterSale(refund({ type: 1, quantity: '1.5' }), limits)?.message).toBe('退货数量必须是大于 0 的整数')
    expect(validateAfterSale(refund({ type: 1, quantity: '2' }), limits)).toBeNull()
    setLanguage('en')
    expect(validateAfterSale(refund({ type: 1, quantity: '9' }), limits)?.message).toBe('You can return at most 2')
  })

  it('return shipment needs courier name and number', () => {
    expect(validateReturnShipment({ expressName: ' ', expressNumber: 'SF1' })?.message).toBe('请填写快递名称')
    expect(validateReturnShipment({ expressName: '顺丰', expressNumber: '' })?.message).toBe('请填写快递单号')
    setLanguage('en')
    expect(validateReturnShipment({ expressName: '', expressNumber: '' })?.message).toBe('Please fill in courier name')
    expect(validateReturnShipment({ expressName: 'SF', expressNumber: 'SF100' })).toBeNull()
  })
})

describe('review validation (spec 5: score required, content 6-230, up to 3 images)', () => {
  const ok = { rating: 5, content: '很好用，推荐购买', images: [] as string[] }

  it('zh messages', () => {
    expect(validateReviewDraft({ ...ok, rating: 0 })?.message).toBe('请填写评分')
    expect(validateReviewDraft({ ...ok, content: '' })?.message).toBe('请填写内容')
    expect(validateReviewDraft({ ...ok, content: '太好了' })?.message).toBe('内容长度需在 6 到 230 个字符之间')
    expect(validateReviewDraft({ ...ok, content: '好'.repeat(231) })?.message).toBe('内容长度需在 6 到 230 个字符之间')
    expect(validateReviewDraft({ ...ok, images: ['1', '2', '3', '4'] })?.message).toBe('图片最多 3 张')
    expect(validateReviewDraft(ok)).toBeNull()
    expect(validateReviewDraft({ ...ok, content: '好'.repeat(230) })).toBeNull()
  })

  it('en messages', () => {
    setLanguage('en')
    expect(validateReviewDraft({ ...ok, rating: 0 })?.message).toBe('Please fill in score')
    expect(validateReviewDraft({ ...ok, content: 'short' })?.message).toBe('Content must be 6 to 230 characters')
    expect(validateReviewDraft({ ...ok, images: ['1', '2', '3', '4'] })?.message).toBe('At most 3 images')
  })

  it('blank space does not count as content', () => {
    expect(validateReviewDraft({ ...ok, content: '   ab   ' })?.message).toBe('内容长度需在 6 到 230 个字符之间')
  })

  it('names the goods that fails when the order has several', () => {
    expect(validateReviewDrafts([ok, { ...ok, rating: 0 }])).toEqual({ field: 'rating', index: 1, message: '第 2 件商品：请填写评分' })
    setLanguage('en')
    expect(validateReviewDrafts([{ ...ok, content: 'bad' }, ok])?.message).toBe('Item 1: Content must be 6 to 230 characters')
    expect(validateReviewDrafts([{ ...ok, rating: 0 }])?.message).toBe('Please fill in score')
    expect(validateReviewDrafts([ok, ok])).toBeNull()
  })
})

describe('after-sale status mapping (api-core 5, spec 4)', () => {
  it('maps the server codes', () => {
    expect([0, 1, 2, 3, 4, 5].map(afterSaleStatus)).toEqual(['pending_confirm', 'pending_return', 'pending_review', 'completed', 'refused', 'cancelled'])
    expect(afterSaleStatus(9)).toBe('unknown')
    expect(afterSaleStatus(-1)).toBe('unknown')
  })

  it('labels every status in zh and en', () => {
    expect(AFTERSALE_STATUSES.map((s) => statusLabel(s))).toEqual(['待确认', '待退货', '待审核', '已完成', '已拒绝', '已取消'])
    setLanguage('en')
    expect(statusLabel('pending_confirm')).toBe('Pending confirmation')
    expect(statusLabel('pending_return')).toBe('Pending return')
    expect(statusLabel('pending_review')).toBe('Pending review')
    expect(statusLabel('refused')).toBe('Refused')
    expect(statusLabel('unknown', 'Weird')).toBe('Weird')
    expect(statusLabel('unknown')).toBe('Unknown status')
  })

  it('only open requests can be cancelled; only accepted returns wait for a shipment', () => {
    expect(AFTERSALE_STATUSES.filter(canCancelAfterSale)).toEqual(['pending_confirm', 'pending_return', 'pending_review', 'refused'])
    expect(awaitsReturnShipment({ status: 'pending_return', type: 1 })).toBe(true)
    expect(awaitsReturnShipment({ status: 'pending_return', type: 0 })).toBe(false)
    expect(awaitsReturnShipment({ status: 'pending_confirm', type: 1 })).toBe(false)
    expect(statusTone('completed')).toBe('success')
    expect(statusTone('refused')).toBe('main')
    expect(statusTone('pending_review')).toBe('warning')
  })
})

describe('activity, aftersale and article texts', () => {
  it.each([
    ['activity', activity],
    ['aftersale', aftersale],
    ['article', article],
  ])('%s has the same keys in zh and en', (_area, module) => {
    expect(Object.keys(module.en).sort()).toEqual(Object.keys(module.zh).sort())
  })

  it('every key the activity pages use exists', () => {
    const root = resolve(__dirname, '../../src/pages')
    const folders = [
      // The shared pieces these pages use, from src/components.
      '../components/goods-row',
      '../components/star-rating',
      '../components/guest-notice',
      'user-order-comments',
      'user-favor',
      'user-goods-browse',
      'message',
      'user-integral',
      'user-goods-comments',
      'user-goods-comments-form',
      'user-orderaftersale',
      'user-orderaftersale-detail',
      'article-category',
      'article-detail',
    ]
    const files = folders
      .flatMap((folder) => readdirSync(join(root, folder)).map((f) => join(root, folder, f)))
      .filter((f) => statSync(f).isFile() && /\.tsx?$/.test(f))
    const used = new Set<string>()
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'((?:activity|aftersale|article|common|errors|validation)\.[a-z0-9_]+)'/g)) used.add(match[1])
    }
    const dynamic = [1, 2, 3, 4, 5]
      .map((n) => `activity.rating_${n}`)
      .concat([...AFTERSALE_STATUSES, 'unknown'].flatMap((s) => [`aftersale.tips_${s}`, `aftersale.status_${s}`]))
    const missing = [...used, ...dynamic].filter((key) => !hasKey(key))
    expect(missing).toEqual([])
    expect(used.size).toBeGreaterThan(100)
    expect(t('aftersale.title_list')).toBe('退款/售后')
  })
})
