import type { ImgHTMLAttributes } from 'react'

interface ImageA11y {
  imgProps?: ImgHTMLAttributes<HTMLImageElement>
  ariaLabel?: string
  lazyLoad?: boolean
}

/**
 * Props that tell screen readers what an <Image> shows: the web build's <img alt>, the mini-programs'
 * aria-label. An empty `alt` marks a decorative picture (a goods photo beside its title, a logo beside its
 * name), which readers skip. `loading` merges the lazy-loading props (LAZY_IMAGE) into the same imgProps.
 */
export function imageAlt(alt: string, loading: ImageA11y = {}): ImageA11y {
  return process.env.TARO_ENV === 'h5' ? { ...loading, imgProps: { ...loading.imgProps, alt } } : { ...loading, ...(alt ? { ariaLabel: alt } : {}) }
}
