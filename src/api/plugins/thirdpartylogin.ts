import { decodeBase64 } from '@/lib/base64'
import type { CachedUser } from '@/stores/storage'
import { call, pluginRoute } from '../client'
import { asIs, int, obj, str } from '../parse'
import type { ApiResult } from '../types'

/** thirdpartylogin (api-plugins-2 §3.13): providers in the boot config, binding, unbinding, desktop QR login. */
const route = (control: string, action: string) => pluginRoute('thirdpartylogin', control, action)

export interface Provider {
  /** The platform key (weixin, qq, demo...). */
  key: string
  name: string
  color: string
  icon: string
  loginUrl: string
  /** The signed-in shopper's binding of this platform ('' when none). */
  bindId: string
  bindNickname: string
}

/** base/common's plugins_thirdpartylogin_data: an object keyed by platform. */
export function parseProviders(raw: unknown): Provider[] {
  return Object.entries(obj(raw))
    .map(([key, value]) => {
      const p = obj(value)
      const bindId = int(p.bind_id)
      return {
        key,
        name: str(p.name) || key,
        color: str(p.bg_color),
        icon: str(p.icon),
        loginUrl: str(p.login_url),
        bindId: bindId > 0 ? String(bindId) : '',
        bindNickname: str(p.bind_nickname),
      }
    })
    .filter((p) => p.loginUrl !== '')
}

/** What a provider sent back (?thirdpartylogin=<base64 JSON user>): a logged-in user, or an identity to bind. */
export interface ReturnedUser {
  raw: Record<string, unknown>
  /** The identity must be bound to an account first (is_force_bind_user == 1). */
  mustBind: boolean
  platform: string
  nickname: string
}

export function decodeReturnedUser(param: string | undefined): ReturnedUser | null {
  if (!param) return null
  let text = param
  try {
    text = decodeURIComponent(param)
  } catch {
    /* already decoded by the router */
  }
  try {
    // A '+' of the base64 may have become a space on its way through a query string.
    const raw = obj(JSON.parse(decodeBase64(text.trim().replace(/ /g, '+'))))
    if (!Object.keys(raw).length) return null
    const mustBind = int(raw.is_force_bind_user) === 1
    if (!mustBind && !str(raw.token)) return null
    return { raw, mustBind, platform: str(raw.platform), nickname: str(raw.nickname) || str(raw.user_name_view) }
  } catch {
    return null
  }
}

/** index/bind with the identity the provider returned; answers the user (with its token). */
export function bindThirdParty(identity: Record<string, unknown>): Promise<ApiResult<CachedUser>> {
  return call(route('index', 'bind'), identity, (raw) => obj(raw) as CachedUser)
}

export function unbindThirdParty(bindId: string): Promise<ApiResult<unknown>> {
  return call(route('index', 'unbind'), { id: bindId }, asIs)
}

/** Desktop QR login record: 1 = waiting for this phone's confirmation, anything else = done. */
export function markScan(id: string, status: 1 | 2): Promise<ApiResult<number>> {
  return call(route('scan', 'statusrecord'), { id, status }, (raw) => int(obj(raw).status), { silent: status === 1 })
}
