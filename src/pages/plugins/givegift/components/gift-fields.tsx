import { Text, View } from '@tarojs/components'
import { TextArea } from '@/components/text-area/text-area'
import { Toggle } from '@/components/toggle/toggle'
import { t } from '@/i18n'
import { charLength } from '@/lib/validation'
import './givegift.scss'
import '@/i18n/locales/plugin-givegift'

const area = 'plugin-givegift'

/** The gift's message to its receivers, with its length (past 200 it is marked). */
export function GiftMessageField({ value, onChange, testId }: { value: string; onChange: (value: string) => void; testId: string }) {
  const length = charLength(value)
  return (
    <View className='gg-field'>
      <Text className='gg-field__label'>{t(`${area}.message`)}</Text>
      <TextArea className='gg-field__area' value={value} onChange={onChange} hint={t(`${area}.message_hint`)} label={t(`${area}.message`)} testId={testId} />
      <Text className={`gg-field__count ${length > 200 ? 'gg-field__count--over' : ''}`}>{t(`${area}.message_count`, { n: length })}</Text>
    </View>
  )
}

/** "Anyone may claim" (no limit per receiver), with what it means. */
export function GiftUnlimitedField({ checked, onChange, testId }: { checked: boolean; onChange: (on: boolean) => void; testId: string }) {
  return (
    <View className='gg-field'>
      <View className='gg-field__head'>
        <Text className='gg-field__label'>{t(`${area}.unlimited`)}</Text>
        <Toggle checked={checked} onChange={onChange} label={t(`${area}.unlimited`)} testId={testId} />
      </View>
      <Text className='gg-field__help'>{t(`${area}.unlimited_help`)}</Text>
    </View>
  )
}
