import type { GoodsDetail } from '@/api/goods'
import { buildShare, parseShareBase, type SharePayload } from '@/lib/share'
import type { RootStore } from '@/stores/root-store'
import { currentWebAddress } from '@/lib/web-address'

export const GOODS_DETAIL_PATH = '/pages/goods-detail/goods-detail'

/** Share content of a goods (api-core 3.11): SEO text first, then the goods' own. */
export function goodsSharePayload(goods: GoodsDetail, stores: Pick<RootStore, 'app' | 'session'>): SharePayload {
  const { app, session } = stores
  const share = app.pluginBase('share', parseShareBase)
  return buildShare(
    {
      title: goods.seoTitle || goods.title,
      desc: goods.seoDesc || goods.simpleDesc,
      path: GOODS_DETAIL_PATH,
      query: `id=${goods.id}`,
      img: goods.shareImage || goods.image,
    },
    {
      pluginTitle: share?.title,
      pluginDesc: share?.desc,
      pluginPic: share?.pic,
      appTitle: app.settings.siteName || 'ShopXO',
      logo: app.settings.logoSquare,
      homePage: '/pages/index/index',
      userId: session.user?.id ? String(session.user.id) : undefined,
      useImage: 1,
    },
  )
}

/** Where the H5 share link points: the configured H5 address or this page's own. */
export function h5ShareBase(configured: string): string {
  if (configured) return configured
  return currentWebAddress()
}
