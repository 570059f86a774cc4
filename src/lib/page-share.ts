import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import type { RootStore } from '@/stores/root-store'
import { useStores } from '@/stores/root-store'
import { buildShare, friendShare, parseShareBase, timelineShare, type ShareInfo, type SharePayload } from './share'

export const HOME_PATH = '/pages/index/index'

/** A page's share content with the shop's defaults (api-core 1.13): share plugin, site name, square logo, referrer. */
export function sharePayload(info: ShareInfo, stores: Pick<RootStore, 'app' | 'session'>): SharePayload {
  const { app, session } = stores
  const share = app.pluginBase('share', parseShareBase)
  return buildShare(info, {
    pluginTitle: share?.title,
    pluginDesc: share?.desc,
    pluginPic: share?.pic,
    appTitle: app.settings.siteName || 'ShopXO',
    logo: app.settings.logoSquare,
    homePage: HOME_PATH,
    userId: session.user?.id ? String(session.user.id) : undefined,
    useImage: 1,
  })
}

/** What the mini-program share menu sends for this page (friend and timeline); `info` is read when the shopper shares. */
function useMiniProgramShare(info: () => ShareInfo): void {
  const stores = useStores()
  useShareAppMessage(() => friendShare(sharePayload(info(), stores)))
  useShareTimeline(() => timelineShare(sharePayload(info(), stores)))
}

/**
 * A page's share content (the page config must set enableShareAppMessage / enableShareTimeline). The web
 * shares through the browser: nothing to register there, and the share code stays out of its chunks.
 */
export const usePageShare: (info: () => ShareInfo) => void = process.env.TARO_ENV === 'h5' ? () => undefined : useMiniProgramShare
