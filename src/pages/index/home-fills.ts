import { fillsOnDemand } from '@/slots/fills-pending'

/**
 * The plugins' home blocks (src/slots/fills/home.ts), asked for once home has painted its header, banner
 * and icons; resolves when they are registered (or could not load: home then shows its floors without
 * them). On the web they are a chunk of their own, fetched then. Mini-programs bundle them with the page.
 */
export const loadHomeFills = fillsOnDemand(() =>
  process.env.TARO_ENV === 'h5'
    ? import('@/slots/fills/home')
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous import, bundled only where the branch stays
      Promise.resolve(require('@/slots/fills/home')),
)
