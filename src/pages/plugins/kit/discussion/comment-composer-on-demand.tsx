import { lazy, Suspense, useState, type ComponentProps } from 'react'
import type { CommentComposer } from './comment-composer'

/**
 * The comment composer of discussion threads (blog, ask, ...): on the web its code (the sheet, the
 * emoji row and the form rules with their texts, ~5 KB gzip) loads with the first "comment" or "reply"
 * tap instead of with the page; closed, it draws nothing. Once opened it stays mounted, so a draft
 * survives closing and reopening as before. Mini-programs keep it in the page (eager import).
 */
const LoadedCommentComposer =
  process.env.TARO_ENV === 'h5'
    ? lazy(() => import('./comment-composer').then((m) => ({ default: m.CommentComposer })))
    : lazy(() => import(/* webpackMode: "eager" */ './comment-composer').then((m) => ({ default: m.CommentComposer })))

export function CommentComposerOnDemand(props: ComponentProps<typeof CommentComposer>) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <LoadedCommentComposer {...props} />
    </Suspense>
  )
}
