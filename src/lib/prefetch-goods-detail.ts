/**
 * Only loaded on H5 by prefetch-pages.ts. webpack turns the prefetch hint into <link rel="prefetch">
 * for goods detail's chunks as soon as this module's chunk has loaded; the function is never called,
 * so the page's code is fetched but not run.
 */
export const loadGoodsDetail = () => import(/* webpackPrefetch: true */ '@/pages/goods-detail/goods-detail')
