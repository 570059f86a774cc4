import type { ImgHTMLAttributes } from 'react'

type ImageLoading = { lazyLoad?: boolean; imgProps?: ImgHTMLAttributes<HTMLImageElement> }

/**
 * Props for <Image> below the first screen. H5: the browser's own lazy loading (Taro's lazyLoad adds an
 * IntersectionObserver per image, main-thread work that grows with the list), decoded off the main
 * thread. Mini-programs keep Image's native lazyLoad.
 */
export const LAZY_IMAGE: ImageLoading = process.env.TARO_ENV === 'h5' ? { imgProps: { loading: 'lazy', decoding: 'async' } } : { lazyLoad: true }

/**
 * Props for the largest image of the first screen (the LCP element): fetched at high priority, never
 * lazily. React 18 passes the lowercase attribute through as is.
 */
export const FIRST_SCREEN_IMAGE: ImageLoading =
  process.env.TARO_ENV === 'h5' ? { imgProps: { fetchpriority: 'high', loading: 'eager' } as ImgHTMLAttributes<HTMLImageElement> } : {}
