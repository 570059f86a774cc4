import { call } from '../client'
import { obj, str } from '../parse'
import type { ApiResult } from '../types'
import { dist } from './distribution-common'

/** distribution (api-plugins-1 §4), poster (§4.11): typed calls and the parsers of their answers. */

export interface Poster {
  /** The poster background the app draws on (user_share_poster). */
  background: string
  /** A QR image of the server's, when it sends one; otherwise the app draws the link's code. */
  qrImage: string
  shareUrl: string
  avatar: string
  name: string
}

export async function getPoster(): Promise<ApiResult<Poster>> {
  return call(
    dist('poster'),
    {},
    (raw) => {
      const d = obj(raw)
      const user = obj(d.user)
      return {
        background: str(d.user_share_poster),
        qrImage: str(d.user_share_qrode),
        shareUrl: str(d.user_share_url),
        avatar: str(user.avatar),
        name: str(user.user_name_view),
      }
    },
    { silent: true },
  )
}

/** poster/refresh: the new poster (background) address. */
export async function refreshPoster(): Promise<ApiResult<string>> {
  return call(dist('poster', 'refresh'), {}, (raw) => str(raw))
}
