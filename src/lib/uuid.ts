import { getItem, setItem } from '@/stores/storage'

/** A v4-style id made once per device; the server keys captchas and codes on it, so it must be stable. */
export function makeUuid(random: () => number = Math.random): string {
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = Math.floor(random() * 16)
    return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16)
  })
}

export function deviceUuid(): string {
  const cached = getItem('cache_user_uuid_key')
  if (cached) return cached
  const created = makeUuid()
  setItem('cache_user_uuid_key', created)
  return created
}
