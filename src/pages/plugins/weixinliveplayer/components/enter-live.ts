import Taro from '@tarojs/taro'
import { liveDetailUrl, type LiveRoom } from '@/api/plugins/weixinliveplayer'
import { t } from '@/i18n'
import { openUrl, toast } from '@/lib/navigate'
import '@/i18n/locales/plugin-weixinliveplayer'

/** WeChat's live-player plugin (declared for this subpackage in the WeChat build's app.json). */
const LIVE_PLAYER_PLUGIN = 'plugin-private://wx2b03c6e691cd7370/pages/live-player-plugin'

/** Why "enter" cannot play this room here, or '' when it can. */
export function notPlayableReason(room: LiveRoom): string {
  if (room.state === 'upcoming') return t('plugin-weixinliveplayer.not_started', { time: room.startTime })
  if (room.state === 'ended') return room.replayUrl ? '' : t('plugin-weixinliveplayer.ended_no_replay')
  if (room.state === 'expired') return t('plugin-weixinliveplayer.expired')
  return ''
}

/**
 * Enter a room that is on (api-plugins-1 §8.3). Branched at build time: WeChat opens its live-player
 * plugin with the room id; the web build opens the shop's web player link; other clients cannot play
 * WeChat rooms and say so.
 */
export function enterLiveRoom(room: LiveRoom): void {
  if (process.env.TARO_ENV === 'weapp') {
    const custom = encodeURIComponent(JSON.stringify({ path: liveDetailUrl(room.id).replace(/^\//, '') }))
    void Taro.navigateTo({ url: `${LIVE_PLAYER_PLUGIN}?room_id=${room.roomId}&custom_params=${custom}` }).catch(() =>
      toast(t('plugin-weixinliveplayer.player_failed')),
    )
  } else if (process.env.TARO_ENV === 'h5') {
    if (room.webPlayerUrl) openUrl(room.webPlayerUrl)
    else toast(t('plugin-weixinliveplayer.open_in_weixin'))
  } else {
    toast(t('plugin-weixinliveplayer.open_in_weixin'))
  }
}
