import { configureClient } from '@/api/client'
import { getAddresses } from '@/api/address'
import { getAfterSaleForm } from '@/api/aftersale'
import { getGoodsDetailView } from '@/api/goods-detail'
import { getOrderDetail } from '@/api/order'
import { getSearchOptions, emptyFilters } from '@/api/search'
import { getUserCenter } from '@/api/user'
import { splitNavigation } from '@/pages/user/shortcuts'
import type { ApiResult } from '@/api/types'
import { loadSample } from './samples'

/** The fields issue #18 reads, from the answers of a real ShopXO v6.6.0 (the captured samples). */
function answerWith(file: string, edit: (response: unknown) => unknown = (r) => r) {
  const response = edit(loadSample(file).response)
  configureClient({
    transport: async () => ({ statusCode: 200, data: response }),
    upload: async () => ({ statusCode: 200, data: response }),
    baseUrl: () => '/',
    commonParams: () => [],
    toast: () => undefined,
    onLoginExpired: () => undefined,
    networkMessage: () => 'network',
    badDataMessage: () => 'bad data',
  })
}

async function data<T>(promise: Promise<ApiResult<T>>): Promise<T> {
  const result = await promise
  if (!result.ok) throw new Error(`not ok: ${result.msg}`)
  return result.data
}

describe('issue #18 fields in real ShopXO answers', () => {
  it('goods/detail: left nav, anchors, the plain price label, no "more" entries', async () => {
    answerWith('goods.detail')
    const page = await data(getGoodsDetailView('1'))
    expect(page.leftNav.map((n) => n.type)).toEqual(['home', 'favor', 'chat'])
    expect(page.middleTabs?.map((n) => n.type)).toEqual(['main', 'comments', 'detail'])
    expect(page.navMore).toEqual([])
    // '售价' is the standard wording: no tag is drawn for it.
    expect(page.goods.priceLabel).toBe('')
    expect(page.goods.parameters).toEqual([])
  })

  it('search/index: the place-of-origin and spec value groups', async () => {
    answerWith('search.index')
    const options = await data(getSearchOptions(emptyFilters()))
    expect(options.origins).toEqual([expect.objectContaining({ value: '35', name: '海外' })])
    expect(options.specs.map((s) => s.value)).toEqual(['128G', '32G', '64G'])
    expect(options.params).toEqual([])
  })

  it('user/center: the navigation, whose orders entry becomes the order panel', async () => {
    answerWith('user.center')
    const centre = await data(getUserCenter())
    expect(centre.navigation.map((n) => n.name)).toEqual(['我的订单', '我的收藏', '我的地址'])
    const { panels, grid } = splitNavigation(centre.navigation, centre.orderStatus, () => true)
    expect(panels.map((p) => p.item.name)).toEqual(['我的订单'])
    // To pay, to ship, to receive and after-sales, with the answer's counts.
    const counts = (status: number) => centre.orderStatus.find((s) => s.status === status)?.count ?? 0
    expect(panels[0].shortcuts.map((s) => s.count)).toEqual([counts(1), counts(2), counts(3), counts(101)])
    expect(grid.map((n) => n.name)).toEqual(['我的收藏', '我的地址'])
  })

  it('useraddress/index: only a saved default (1) counts as default', async () => {
    answerWith('useraddress.index')
    const addresses = await data(getAddresses())
    const raw = (loadSample('useraddress.index').response.data as { data: Array<{ is_default: unknown }> }).data
    expect(addresses.map((a) => a.isDefault)).toEqual(raw.map((a) => a.is_default === 1))
  })

  it('useraddress/index: the fallback default (true) is not a saved default', async () => {
    answerWith('useraddress.index', (response) => {
      const answer = response as { data: { data: Array<Record<string, unknown>> } }
      const list = answer.data.data.map((a, i) => ({ ...a, is_default: i === 0 ? true : 0 }))
      return { ...answer, data: { data: list } }
    })
    const addresses = await data(getAddresses())
    expect(addresses.some((a) => a.isDefault)).toBe(false)
  })

  it('orderaftersale/aftersale: the step_data progress of both types', async () => {
    answerWith('orderaftersale.aftersale')
    const form = await data(getAfterSaleForm('1', '1'))
    expect(form.steps?.[0].map((s) => s.name)).toEqual(['申请仅退款', '管理员审核', '退款完毕'])
    expect(form.steps?.[1].filter((s) => s.active).map((s) => s.number)).toEqual([1, 2])
  })

  it('order/detail: no service or keys block on an ordinary order', async () => {
    answerWith('order.detail')
    const order = await data(getOrderDetail('1'))
    expect(order.service ?? null).toBeNull()
    expect(order.fictitious ?? null).toBeNull()
  })
})
