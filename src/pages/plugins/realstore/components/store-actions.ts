import { storeMapLink, type Store } from '@/api/plugins/realstore'
import { t } from '@/i18n'
import { openEvent, toast } from '@/lib/navigate'
import '@/i18n/locales/plugin-realstore-common'

/** Navigate to the store: a map link (link type 3, api-core 1.12), opened with the system map. */
export function navigateToStore(store: Store): void {
  if (!store.lng && !store.lat) {
    toast(t('errors.coordinates_wrong'))
    return
  }
  openEvent(3, storeMapLink(store))
}

/** Call the store (link type 4). */
export function callStore(store: Store): void {
  if (!store.tel) {
    toast(t('plugin-realstore-common.no_phone'))
    return
  }
  openEvent(4, store.tel)
}
