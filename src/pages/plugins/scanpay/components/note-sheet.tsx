import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { ActionButton } from '@/components/action-button/action-button'
import { TextArea } from '@/components/text-area/text-area'
import { t } from '@/i18n'
import { toast } from '@/lib/navigate'
import { charLength } from '@/lib/text-rules'
import './scanpay.scss'
import '@/i18n/locales/plugin-scanpay'

const area = 'plugin-scanpay'
export const NOTE_MAX = 200

/** The note to the merchant (at most 200 characters): an over-long note is refused and kept for editing. */
export const NoteSheet = observer(function NoteSheet({
  visible,
  value,
  onSave,
  onClose,
}: {
  visible: boolean
  value: string
  onSave: (note: string) => void
  onClose: () => void
}) {
  const [draft, setDraft] = useState(value)
  useEffect(() => {
    if (visible) setDraft(value)
  }, [visible, value])
  if (!visible) return null
  const save = () => {
    if (charLength(draft.trim()) > NOTE_MAX) {
      toast(t(`${area}.note_too_long`, { max: NOTE_MAX }))
      return
    }
    onSave(draft.trim())
  }
  return (
    <View className='sp-sheet' data-testid='scanpay-note-sheet'>
      <View className='sp-sheet__mask' onClick={onClose} />
      <View className='sp-sheet__panel'>
        <View className='sp-sheet__head'>
          <Text>{t(`${area}.note_title`)}</Text>
          <Text className='sp-sheet__count'>{t(`${area}.chars`, { n: charLength(draft), max: NOTE_MAX })}</Text>
        </View>
        <TextArea
          className='sp-sheet__textarea'
          value={draft}
          hint={t(`${area}.note_hint`)}
          label={t(`${area}.note_title`)}
          onChange={setDraft}
          testId='scanpay-note'
        />
        <View className='sp-sheet__actions'>
          <ActionButton kind='plain' size='large' className='sp-sheet__button' onClick={onClose}>
            {t(`${area}.cancel`)}
          </ActionButton>
          <ActionButton size='large' className='sp-sheet__button' onClick={save} testId='scanpay-note-save'>
            {t(`${area}.save`)}
          </ActionButton>
        </View>
      </View>
    </View>
  )
})
