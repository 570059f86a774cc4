import { configureClient, type TransportRequest } from '@/api/client'
import { getAgreement, getProfile, login, register, saveProfile } from '@/api/account'
import { deleteAddress, getAddress, getAddresses, getPickupPoints, saveAddress, setDefaultAddress, type AddressInput } from '@/api/address'
import { cancelAfterSale, createAfterSale, getAfterSaleForm, getAfterSales, type AfterSaleApplication } from '@/api/aftersale'
import { getArticle, getArticleCategories, getArticles } from '@/api/article'
import { getDiyPage } from '@/api/diy'
import { getCommonConfig } from '@/api/base'
import { deleteBrowseRecords, getBrowseHistory } from '@/api/browse'
import { getBuyPreview, submitOrder, type BuyChoices } from '@/api/buy'
import { changeCartStock, deleteCartItems, getCart, saveCart } from '@/api/cart'
import { cancelFavorite, getFavorites } from '@/api/favor'
import { getCategoryTree, getGoodsComments, getGoodsDetail, getGoodsScore, getSpecDetail, getSpecType, toggleFavor } from '@/api/goods'
import { getHome } from '@/api/home'
import { getIntegralLog } from '@/api/integral'
import { getMessages } from '@/api/message'
import { cancelOrder, checkPayment, collectOrder, deleteOrder, getOrderDetail, getOrders } from '@/api/order'
import { getPayLogEntries } from '@/api/paylog'
import { getRegions } from '@/api/region'
import { getMyReviews, getOrderForReview, saveOrderReview } from '@/api/review'
import { emptyFilters, getSearchOptions, getSearchStart, searchGoods } from '@/api/search'
import { getUserCenter } from '@/api/user'
import type { ApiResult } from '@/api/types'
import { allSampleFiles, loadSample } from './samples'

/**
 * Every successful answer captured from a real ShopXO goes through the api function the pages use,
 * with its parser and required fields: none of them may be judged bad data.
 */
const choices: BuyChoices = { addressId: null, paymentId: '', siteModel: 0 }
const application: AfterSaleApplication = { orderId: '1', detailId: '1', type: 0, reason: 'r', quantity: 0, price: '1.00', explanation: '', images: [] }
const INVOKE: Record<string, () => Promise<ApiResult<unknown>>> = {
  'agreement/index': () => getAgreement('userregister'),
  'article/datalist': () => getArticles('', 1),
  'article/detail': () => getArticle('1'),
  'article/index': () => getArticleCategories(),
  'diy/index': () => getDiyPage('1'),
  'base/common': () => getCommonConfig(),
  'buy/add': () => submitOrder({ buy_type: 'cart', ids: '1' }, choices),
  'buy/index': () => getBuyPreview({ buy_type: 'cart', ids: '1' }, choices),
  'cart/delete': () => deleteCartItems(['1']),
  'cart/index': () => getCart(),
  'cart/save': () => saveCart('1', 1),
  'cart/stock': () => changeCartStock({ id: '1', goodsId: '1' }, 1),
  'goods/category': () => getCategoryTree(),
  'goods/comments': () => getGoodsComments('1', 1),
  'goods/detail': () => getGoodsDetail('1'),
  'goods/favor': () => toggleFavor('1'),
  'goods/goodsscore': () => getGoodsScore('1'),
  'goods/specdetail': () => getSpecDetail('1', [], 1),
  'goods/spectype': () => getSpecType('1', []),
  'index/index': () => getHome(),
  'message/index': () => getMessages(1),
  'order/cancel': () => cancelOrder('1'),
  'order/collect': () => collectOrder('1'),
  'order/comments': () => getOrderForReview('1'),
  'order/commentssave': () => saveOrderReview('1', [], [], false),
  'order/delete': () => deleteOrder('1'),
  'order/detail': () => getOrderDetail('1'),
  'order/index': () => getOrders(1, '-1'),
  'order/paycheck': () => checkPayment('1'),
  'orderaftersale/aftersale': () => getAfterSaleForm('1', '1'),
  'orderaftersale/cancel': () => cancelAfterSale('1'),
  'orderaftersale/create': () => createAfterSale(application),
  'orderaftersale/index': () => getAfterSales(1),
  'paylog/index': () => getPayLogEntries(),
  'personal/index': () => getProfile(),
  'personal/save': () => saveProfile({} as Parameters<typeof saveProfile>[0]),
  'region/index': () => getRegions(),
  'search/datalist': () => searchGoods(emptyFilters(), 1),
  'search/index': () => getSearchOptions(emptyFilters()),
  'search/start': () => getSearchStart(),
  'user/center': () => getUserCenter(),
  'user/login': () => login({ type: 'username', accounts: 'demo', pwd: 'x' }),
  'user/reg': () => register({ type: 'username', accounts: 'demo', pwd: 'x' }),
  'useraddress/delete': () => deleteAddress('1'),
  'useraddress/detail': () => getAddress('1'),
  'useraddress/extraction': () => getPickupPoints(),
  'useraddress/index': () => getAddresses(),
  'useraddress/save': () => saveAddress({} as AddressInput),
  'useraddress/setdefault': () => setDefaultAddress('1'),
  'usergoodsbrowse/delete': () => deleteBrowseRecords(['1']),
  'usergoodsbrowse/index': () => getBrowseHistory(1),
  'usergoodscomments/index': () => getMyReviews(1),
  'usergoodsfavor/cancel': () => cancelFavorite('1'),
  'usergoodsfavor/index': () => getFavorites(1),
  'userintegral/index': () => getIntegralLog(1),
}

function replay(response: unknown): TransportRequest[] {
  const sent: TransportRequest[] = []
  configureClient({
    transport: async (request) => {
      sent.push(request)
      return { statusCode: 200, data: response }
    },
    upload: async () => ({ statusCode: 200, data: response }),
    baseUrl: () => '/',
    commonParams: () => [],
    toast: () => undefined,
    onLoginExpired: () => undefined,
    networkMessage: () => 'network',
    badDataMessage: () => 'bad data',
  })
  return sent
}

const successes = allSampleFiles()
  .map((file) => loadSample(file))
  .filter((sample) => sample.response.code === 0 && INVOKE[sample.request.s.toLowerCase()])

describe('real ShopXO answers through the api functions', () => {
  it('covers the successful samples of every route the core api calls', () => {
    expect(successes.length).toBeGreaterThanOrEqual(75)
  })

  it.each(successes.map((sample) => [sample.file, sample] as const))('%s parses without bad data', async (_file, sample) => {
    const route = sample.request.s.toLowerCase()
    const sent = replay(sample.response)
    const result = await INVOKE[route]()
    expect(result).toMatchObject({ ok: true })
    expect(sent[0].url).toContain(`s=${route}`)
  })
})
