// Inline styles (CSS pixels): this module is only ever called on the web, and a stylesheet import
// would also land in every mini-program build.
const OVERLAY_STYLE = 'position:fixed;inset:0;z-index:10000;display:flex;align-items:center;justify-content:center;background:#000'
const IMAGE_STYLE = 'max-width:100%;max-height:100%;object-fit:contain;user-select:none;-webkit-user-drag:none'
const COUNTER_STYLE = 'position:absolute;left:0;right:0;bottom:24px;color:#fff;font-size:14px;text-align:center'

/** Horizontal swipes shorter than this (px) are taps: a tap closes the viewer. */
const SWIPE_MIN = 40

/**
 * Full-screen image viewer for the web build, in plain DOM: one photo at a time, swipe (or arrow keys)
 * to turn, "2 / 5" counter, tap or Escape to close. Taro's own H5 viewer brings the swiper library and
 * the web-component runtime (~60 KB gzip) onto every page that can preview a photo.
 * Returns a function that closes it.
 */
export function openImageViewer(urls: string[], current?: string): () => void {
  let index = Math.max(0, current ? urls.indexOf(current) : 0)
  const overlay = document.createElement('div')
  overlay.className = 'web-image-viewer'
  overlay.style.cssText = OVERLAY_STYLE
  overlay.setAttribute('role', 'dialog')
  overlay.setAttribute('aria-modal', 'true')
  const image = document.createElement('img')
  image.className = 'web-image-viewer__image'
  image.style.cssText = IMAGE_STYLE
  image.alt = ''
  const counter = document.createElement('div')
  counter.className = 'web-image-viewer__counter'
  counter.style.cssText = COUNTER_STYLE
  overlay.append(image, counter)

  const show = (next: number) => {
    index = (next + urls.length) % urls.length
    image.src = urls[index]
    counter.textContent = urls.length > 1 ? `${index + 1} / ${urls.length}` : ''
  }

  let startX: number | null = null
  let swiped = false
  overlay.addEventListener('touchstart', (e) => {
    startX = e.touches[0]?.clientX ?? null
    swiped = false
  })
  overlay.addEventListener('touchend', (e) => {
    const endX = e.changedTouches[0]?.clientX
    if (startX === null || endX === undefined || Math.abs(endX - startX) < SWIPE_MIN || urls.length < 2) return
    swiped = true
    show(endX < startX ? index + 1 : index - 1)
  })
  // A swipe also ends in a click on touch screens; only a real tap closes.
  overlay.addEventListener('click', () => {
    if (swiped) swiped = false
    else close()
  })
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') close()
    else if (e.key === 'ArrowRight') show(index + 1)
    else if (e.key === 'ArrowLeft') show(index - 1)
  }
  document.addEventListener('keydown', onKey)

  function close() {
    document.removeEventListener('keydown', onKey)
    overlay.remove()
  }

  show(index)
  document.body.appendChild(overlay)
  return close
}
