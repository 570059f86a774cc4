import { useEffect, useState } from 'react'
import { toggleShopFavor } from '@/api/plugins/shop-core'
import { t } from '@/i18n'
import { toast } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import '@/i18n/locales/plugin-shop-embeds'

export interface ShopFavor {
  isFavor: boolean
  count: number
  /** The server's label after a toggle, else ours. */
  label: string
  busy: boolean
  toggle: () => Promise<void>
}

/**
 * Favourite a shop (shop/shopfavor/favor, api-plugins-2 §3.2): login first; the answer's status, count
 * and label replace what is shown. `initial` comes from the page answer (shop_favor_user / is_favor).
 */
export function useShopFavor(shopId: string, initial: boolean, initialCount: number): ShopFavor {
  const [state, setState] = useState({ isFavor: initial, count: initialCount, label: '' })
  const [busy, setBusy] = useState(false)
  useEffect(() => setState({ isFavor: initial, count: initialCount, label: '' }), [shopId, initial, initialCount])

  const toggle = async () => {
    if (busy || !ensureLogin()) return
    setBusy(true)
    const result = await toggleShopFavor(shopId)
    setBusy(false)
    // A failure was toasted by the client; the shown state stays as it was.
    if (!result.ok) return
    setState(result.data)
    toast(result.msg)
  }

  const label = state.label || t(state.isFavor ? 'plugin-shop-embeds.favored' : 'plugin-shop-embeds.favor')
  return { isFavor: state.isFavor, count: state.count, label, busy, toggle }
}
