import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { saveGift, type Gift } from '@/api/plugins/givegift'
import { ActionButton } from '@/components/action-button/action-button'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { toast } from '@/lib/navigate'
import { RULES, validate } from '@/lib/validation'
import { GiftMessageField, GiftUnlimitedField } from './gift-fields'
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
        <GiftMessageField value={message} onChange={setMessage} testId='gift-edit-message' />
        <GiftUnlimitedField checked={unlimited} onChange={setUnlimited} testId='gift-edit-unlimited' />
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
