// Page paths of the realstore plugin (subpackage pages/plugins/realstore).
const ROOT = '/pages/plugins/realstore'

export const REALSTORE_PAGES = {
  index: `${ROOT}/index/index`,
  search: `${ROOT}/search/search`,
  detail: `${ROOT}/detail/detail`,
  favor: `${ROOT}/favor/favor`,
  orders: `${ROOT}/orderallot-list/orderallot-list`,
  order: `${ROOT}/orderallot-detail/orderallot-detail`,
  batches: `${ROOT}/batchorder-list/batchorder-list`,
  cards: `${ROOT}/frequencycard-list/frequencycard-list`,
  cardUses: `${ROOT}/frequencycard-used/frequencycard-used`,
  check: `${ROOT}/check/check`,
}

export const storeUrl = (id: string) => `${REALSTORE_PAGES.detail}?id=${id}`

/** Where the shopper's place is chosen (api-core 1.16); coming back, the store lists sort by distance. */
export const LOCATION_PAGE = '/pages/common/open-setting-location/open-setting-location'
