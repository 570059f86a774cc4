import { isOn, type Raw } from '../diy'
import { readCardLook, type CardLook } from '../diy-modules/card-look'
import { dataSourceRows } from '../diy-modules/rows'
import { str } from '../parse'
import { parseStore, type Store } from './realstore'

/** The page builder's store module (api-plugins-2 2.4 "realstore"): stores by the data-source pattern. */
export interface RealstoreDiyModule {
  /** '0' one column, '1' two columns, '2' big image, '3' sideways slide. */
  theme: string
  stores: Array<Store & { url: string }>
  /** The place line under a store: shown at all, with the address, with the distance. */
  place: { show: boolean; address: boolean; distance: boolean }
  look: CardLook
  openColor: string
  closedColor: string
}

const STORE_PAGE = '/pages/plugins/realstore/detail/detail'

export function readRealstoreDiy(c: Raw, s: Raw): RealstoreDiyModule {
  const address = isOn(c.is_location_title_show, '1')
  const distance = isOn(c.is_location_distance_show, '1')
  return {
    theme: str(c.theme, '0'),
    stores: dataSourceRows(c, 'name', 'logo')
      .filter((row) => str(row.id))
      .map((row) => ({ ...parseStore(row), url: str(row.url) || `${STORE_PAGE}?id=${str(row.id)}` })),
    place: { show: isOn(c.is_location_show, '1') || address || distance, address, distance },
    look: readCardLook(c, s, 'realstore'),
    openColor: str(s.realstore_state_color),
    closedColor: str(s.realstore_default_state_color),
  }
}
