import { RichText, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { sanitizeHtml } from '@/lib/html'
import './rich-text.scss'

/** Server HTML shown only after sanitizeHtml (no scripts, handlers or script URLs). */
export const SafeRichText = observer(function SafeRichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
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
