import { makeAutoObservable } from 'mobx'
import { getItem, removeItem, setItem } from './storage'

/** The cart badge on the tab bar: stored per spec, cleared at 0, "99+" shown as the server caps it. */
export class CartStore {
  badge = ''

  constructor() {
    makeAutoObservable(this)
    this.badge = getItem('cache_tabbar_badge_key-cart') ?? ''
  }

  setCount(count: number | string | undefined | null): void {
    const text = String(count ?? '').trim()
    if (!text || text === '0' || Number(text) <= 0) {
      this.badge = ''
      removeItem('cache_tabbar_badge_key-cart')
      return
    }
    this.badge = Number(text) > 99 ? '99+' : text
    setItem('cache_tabbar_badge_key-cart', this.badge)
  }
}
