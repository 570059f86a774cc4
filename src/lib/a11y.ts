import type { ImgHTMLAttributes } from 'react'

/**
 * Accessibility props for a tappable View that is not a real button (Taro's View has no tabIndex or key
 * events in its types). On the web the element joins the Tab order, is announced as a button, and Enter
 * or Space press it; mini-programs get the role and label only (their screen readers read those).
 */
export function pressable(action: () => void, label?: string): Record<string, unknown> {
  const named = label ? { 'aria-label': label } : {}
  return process.env.TARO_ENV === 'h5'
    ? {
        role: 'button',
        tabIndex: 0,
        ...named,
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key !== 'Enter' && event.key !== ' ') return
          event.preventDefault()
          // A control inside a pressable row (a stepper in a goods row) is pressed alone.
          event.stopPropagation()
          action()
        },
      }
    : { role: 'button', ...named }
}

/** A heading for screen readers (the page title of the web build's title bar). */
export function heading(level: number): Record<string, unknown> {
  return { role: 'heading', 'aria-level': level }
}

interface ImageA11y {
  imgProps?: ImgHTMLAttributes<HTMLImageElement>
  ariaLabel?: string
  lazyLoad?: boolean
}

/**
 * Props that tell screen readers what an <Image> shows: the web build's <img alt>, the mini-programs'
 * aria-label. An empty `alt` marks a decorative picture (a goods photo beside its title, a logo beside its
 * name), which readers skip. `loading` merges the loading props (LAZY_IMAGE, FIRST_SCREEN_IMAGE) into the
 * same imgProps.
 */
export function imageAlt(alt: string, loading: ImageA11y = {}): ImageA11y {
  return process.env.TARO_ENV === 'h5' ? { ...loading, imgProps: { ...loading.imgProps, alt } } : { ...loading, ...(alt ? { ariaLabel: alt } : {}) }
}
