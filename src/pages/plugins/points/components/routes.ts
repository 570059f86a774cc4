/** Pages of the points subpackage and the core pages it links to. */
export const POINTS_MALL_PAGE = '/pages/plugins/points/index/index'
export const POINTS_SCAN_PAGE = '/pages/plugins/points/scan/scan'
export const POINTS_LOG_PAGE = '/pages/user-integral/user-integral'
export const GOODS_SEARCH_PAGE = '/pages/goods-search/goods-search'
