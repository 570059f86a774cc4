import { RichText, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState } from 'react'
import './rich-text.scss'

type Sanitize = (html: string | null | undefined) => string

/**
 * The sanitiser (src/lib/html.ts: js-xss and its CSS filter, ~8 KB gzip). Mini-programs bundle it with
 * this component. The web build fetches it in its own chunk when the first rich text is drawn, so it is
 * not part of any page's first load (most pages only might show some: a payment note, an agreement, a
 * plugin banner) and never shares the network with a first screen that has none (goods detail draws its
 * description after its first paint). A rich text drawn before it arrives draws nothing until then, as
 * when the HTML is empty.
 */
let sanitizer: Sanitize | null =
  process.env.TARO_ENV === 'h5'
    ? null
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous import, bundled only where the branch stays
      (require('@/lib/html') as typeof import('@/lib/html')).sanitizeHtml
let loading: Promise<Sanitize> | null = null

function loadSanitizer(): Promise<Sanitize> {
  // A ternary on the build-time constant, so the mini-programs' bundle has no dynamic import of it.
  loading ??=
    process.env.TARO_ENV === 'h5'
      ? import('@/lib/html').then(
          (module) => (sanitizer = module.sanitizeHtml),
          (error: unknown) => {
            loading = null // offline and not cached: the next rich text tries again
            throw error
          },
        )
      : Promise.resolve(sanitizer as Sanitize)
  return loading
}

/** The sanitiser, once loaded (at once where it is bundled). */
function useSanitizer(): Sanitize | null {
  const [loaded, setLoaded] = useState<Sanitize | null>(() => sanitizer)
  useEffect(() => {
    if (loaded) return
    let live = true
    loadSanitizer().then(
      (sanitize) => live && setLoaded(() => sanitize),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [loaded])
  return loaded
}

/** Server HTML shown only after sanitizeHtml (no scripts, handlers or script URLs). */
export const SafeRichText = observer(function SafeRichText({ html, className }: { html: string; className?: string }) {
  const sanitize = useSanitizer()
  const clean = useMemo(() => (sanitize ? sanitize(html) : ''), [sanitize, html])
  if (!clean.trim()) return null
  return (
    <View className={`safe-rich-text ${className ?? ''}`} data-testid='rich-text'>
      {process.env.TARO_ENV === 'h5' ? (
        // The web build sets the HTML directly: Taro's H5 RichText is a web component whose runtime
        // would load with every page that shows rich text, to do the same.
        <div dangerouslySetInnerHTML={{ __html: clean }} />
      ) : (
        <RichText nodes={clean} />
      )}
    </View>
  )
})
