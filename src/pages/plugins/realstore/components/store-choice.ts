import type { Store } from '@/api/plugins/realstore'
import { getItem, setItem } from '@/stores/storage'

/**
 * The shopper's chosen store (spec 3 "realstore choice", cache_realstore_detail_choice_key): set when they
 * pick or enter a store; the stores home shows it, checkout collects there by default, the cart links to it.
 */
export interface StoreChoice {
  id: string
  name: string
  address: string
}

export function rememberStore(store: Pick<Store, 'id' | 'name' | 'region' | 'address'>): void {
  setItem('cache_realstore_detail_choice_key', { id: store.id, name: store.name, address: `${store.region} ${store.address}`.trim(), status: 1 })
}

export function rememberedStore(): StoreChoice | null {
  const saved = getItem('cache_realstore_detail_choice_key')
  if (!saved || saved.id === undefined || saved.id === '' || saved.status === 0) return null
  return { id: String(saved.id), name: String(saved.name ?? ''), address: String(saved.address ?? '') }
}
