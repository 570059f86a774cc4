/**
 * Web: scroll the horizontal strip that holds the element `id` until that element sits in its middle (the
 * running session is often past the right edge of a phone). Taro's H5 scrollIntoView would scroll the whole
 * page as well; mini-programs use ScrollView's own scrollIntoView instead.
 */
export const centreInStrip: (id: string) => void =
  process.env.TARO_ENV === 'h5'
    ? (id) => {
        const item = document.getElementById(id)
        const strip = item?.parentElement
        if (!item || !strip) return
        const box = item.getBoundingClientRect()
        const frame = strip.getBoundingClientRect()
        strip.scrollLeft += box.left - frame.left - (frame.width - box.width) / 2
      }
    : () => undefined
