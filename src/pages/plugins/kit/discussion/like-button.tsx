import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { toggleLike, type Discussion } from '@/api/plugins/discussion'
import { Icon } from '@/components/icon/icon'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { ensureLogin } from '@/lib/session-gate'
import './discussion.scss'
import '@/i18n/locales/plugin-content'

/** "Like" on the post or question itself: one per shopper, the count as the server answers it. */
export const SubjectLikeButton = observer(function SubjectLikeButton({
  discussion,
  liked,
  count,
}: {
  discussion: Pick<Discussion, 'plugin' | 'subjectId'>
  liked: boolean
  count: number
}) {
  const [state, setState] = useState({ liked, count })
  const [busy, setBusy] = useState(false)
  useEffect(() => setState({ liked, count }), [liked, count])

  const toggle = async () => {
    if (busy || !ensureLogin()) return
    setBusy(true)
    const result = await toggleLike(discussion.plugin, discussion.subjectId)
    setBusy(false)
    if (result.ok) setState({ liked: result.data.active, count: result.data.count })
  }

  return (
    <Text
      className={`dsc-like ${state.liked ? 'dsc-like--on' : ''}`}
      aria-disabled={busy}
      aria-pressed={state.liked}
      onClick={() => void toggle()}
      {...pressable(() => void toggle())}
      data-testid='subject-like'
      data-liked={state.liked ? '1' : '0'}
    >
      <Icon name='heart' size={28} />
      {t('plugin-content.likes', { n: state.count })}
    </Text>
  )
})
