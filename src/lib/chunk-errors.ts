import { t } from '@/i18n'
import { toast } from './navigate'

export function isChunkLoadError(reason: unknown): boolean {
  const error = reason as { name?: string; message?: string } | null
  return Boolean(error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message ?? '')))
}

/** On the web a page chunk that fails to load gives a named error instead of a blank screen. */
export function watchChunkFailures(): void {
  if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined') return
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) toast(t('errors.chunk_load_failed'))
  })
}
