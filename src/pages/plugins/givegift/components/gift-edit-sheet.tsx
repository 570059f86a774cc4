import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { saveGift, type Gift } from '@/api/plugins/givegift'
import { ActionButton } from '@/components/action-button/action-button'
import { TextArea } from '@/components/text-area/text-area'
import { Toggle } from '@/components/toggle/toggle'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { toast } from '@/lib/navigate'
import { charLength, RULES, validate } from '@/lib/validation'
import './givegift.scss'
import '@/i18n/locales/plugin-givegift'
import { Icon } from '@/components/icon/icon'

const area = 'plugin-givegift'

interface Props {
  gift: Gift | null
  onClose: () => void
  onSaved: (gift: Gift) => void
}

/** Edit a gift's message (up to 200) and its unlimited-claims flag (gift/save). A refused save keeps the text. */
export const GiftEditSheet = observer(function GiftEditSheet({ gift, onClose, onSaved }: Props) {
  const [message, setMessage] = useState('')
  const [unlimited, setUnlimited] = useState(true)
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    if (!gift) return
    setMessage(gift.message)
    setUnlimited(gift.unlimited)
  }, [gift])

  if (!gift) return null
  const length = charLength(message)
  const save = async () => {
    if (saving) return
    const problem = validate({ gift_message: message }, RULES.gift)
    if (problem) {
      toast(problem.message)
      return
    }
    setSaving(true)
    const result = await saveGift(gift.id, message, unlimited)
    setSaving(false)
    if (!result.ok) return
    toast(result.msg || t('common.success'), 'success')
    onSaved({ ...gift, message: message.trim(), unlimited })
  }

  return (
    <View className='gg-sheet' data-testid='gift-edit-sheet'>
      <View className='gg-sheet__mask' onClick={() => !saving && onClose()} />
      <View className='gg-sheet__panel'>
        <View className='gg-sheet__head'>
          <Text>{t(`${area}.edit_title`)}</Text>
          <Text className='gg-sheet__close' onClick={() => !saving && onClose()} {...pressable(() => !saving && onClose(), t(`${area}.close`))}>
            <Icon name='x' size={36} />
          </Text>
        </View>
        <View className='gg-field'>
          <Text className='gg-field__label'>{t(`${area}.message`)}</Text>
          <TextArea
            className='gg-field__area'
            value={message}
            onChange={setMessage}
            hint={t(`${area}.message_hint`)}
            label={t(`${area}.message`)}
            testId='gift-edit-message'
          />
          <Text className={`gg-field__count ${length > 200 ? 'gg-field__count--over' : ''}`}>{t(`${area}.message_count`, { n: length })}</Text>
        </View>
        <View className='gg-field'>
          <View className='gg-field__head'>
            <Text className='gg-field__label'>{t(`${area}.unlimited`)}</Text>
            <Toggle checked={unlimited} onChange={setUnlimited} label={t(`${area}.unlimited`)} testId='gift-edit-unlimited' />
          </View>
          <Text className='gg-field__help'>{t(`${area}.unlimited_help`)}</Text>
        </View>
        <View className='gg-sheet__actions'>
          <ActionButton kind='plain' size='large' disabled={saving} onClick={onClose}>
            {t(`${area}.close`)}
          </ActionButton>
          <ActionButton size='large' busy={saving} testId='gift-edit-save' onClick={() => void save()}>
            {saving ? t(`${area}.saving`) : t(`${area}.save`)}
          </ActionButton>
        </View>
      </View>
    </View>
  )
})
