import { fillsOnDemand } from '@/slots/fills-pending'

/**
 * The plugin cards under the price card (src/slots/fills/goods-detail-blocks.ts), asked for once the page
 * has painted; resolves when they are registered (or could not load: the page then has no cards). On the
 * web they are a chunk of their own, fetched then. Mini-programs bundle them with the page.
 */
export const loadBlockFills = fillsOnDemand(() =>
  process.env.TARO_ENV === 'h5'
    ? import('@/slots/fills/goods-detail-blocks')
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous import, bundled only where the branch stays
      Promise.resolve(require('@/slots/fills/goods-detail-blocks')),
)
