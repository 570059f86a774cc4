import { RichText, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useMemo } from 'react'
import { sanitizeHtml } from '@/lib/html'
import './rich-text.scss'

/** Server HTML shown only after sanitizeHtml (no scripts, handlers or script URLs). */
export const SafeRichText = observer(function SafeRichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  if (!clean.trim()) return null
  return (
    <View className={`safe-rich-text ${className ?? ''}`} data-testid='rich-text'>
      <RichText nodes={clean} />
    </View>
  )
})
