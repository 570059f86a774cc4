import { Text, View } from '@tarojs/components'
import { pressable } from '@/lib/a11y'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { ActionButton } from '@/components/action-button/action-button'
import { TextArea } from '@/components/text-area/text-area'
import { t } from '@/i18n'
import { toast } from '@/lib/navigate'
import { charLength, validate, RULES } from '@/lib/validation'
import { COMMENT_MAX_LENGTH } from './use-discussion'
import { BottomSheet } from '../bottom-sheet'
import type { ReplyTarget } from './use-discussion'
import './discussion.scss'
import '@/i18n/locales/plugin-content'

interface Props {
  open: boolean
  target: ReplyTarget | null
  emoji: string[]
  busy: boolean
  onClose: () => void
  /** Resolves true once posted: the text is then cleared; otherwise it stays for another try. */
  onSubmit: (text: string) => Promise<boolean>
}

/** The sheet for writing a comment or a reply: text with its remaining count, emoji, send. */
export const CommentComposer = observer(function CommentComposer({ open, target, emoji, busy, onClose, onSubmit }: Props) {
  const [text, setText] = useState('')
  const [showEmoji, setShowEmoji] = useState(false)
  const answered = target?.answered ?? target?.comment
  const title = answered ? t('plugin-content.reply_to', { name: answered.author.name }) : t('plugin-content.write_comment')
  const left = COMMENT_MAX_LENGTH - charLength(text)

  const send = async () => {
    if (busy) return
    const error = validate({ content: text }, RULES.comment)
    if (error) {
      toast(error.message)
      return
    }
    if (await onSubmit(text.trim())) {
      setText('')
      setShowEmoji(false)
    }
  }

  return (
    <BottomSheet open={open} title={title} onClose={onClose} testId='comment-composer'>
      <View className='dsc-composer'>
        <TextArea
          className='dsc-composer__text'
          value={text}
          hint={t('plugin-content.comment_hint')}
          onChange={setText}
          disabled={busy}
          testId='comment-text'
        />
        <View className='dsc-composer__bar'>
          {emoji.length ? (
            <Text
              className='dsc-composer__emoji-toggle'
              onClick={() => setShowEmoji(!showEmoji)}
              {...pressable(() => setShowEmoji(!showEmoji))}
              data-testid='comment-emoji-toggle'
            >
              {t('plugin-content.emoji')}
            </Text>
          ) : (
            <View />
          )}
          <Text className={`dsc-composer__left ${left < 0 ? 'dsc-composer__left--over' : ''}`} data-testid='comment-left'>
            {left >= 0 ? t('plugin-content.chars_left', { n: left }) : t('plugin-content.chars_over', { n: -left })}
          </Text>
        </View>
        {showEmoji ? (
          <View className='dsc-composer__emoji'>
            {emoji.map((e) => (
              <Text
                key={e}
                className='dsc-composer__emoji-item'
                onClick={() => setText(text + e)}
                {...pressable(() => setText(text + e))}
                data-testid='comment-emoji'
              >
                {e}
              </Text>
            ))}
          </View>
        ) : null}
        <ActionButton size='large' busy={busy} onClick={() => void send()} testId='comment-send'>
          {t('plugin-content.send')}
        </ActionButton>
      </View>
    </BottomSheet>
  )
})
