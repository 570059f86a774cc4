import { Input, Text, View } from '@tarojs/components'
import { TextArea } from '@/components/text-area/text-area'
import { t } from '@/i18n'
import '@/i18n/locales/cart'

/** The longest order note the server keeps. */
const NOTE_MAX = 230

interface ContactProps {
  name: string
  tel: string
  onChange: (patch: { contactName?: string; contactTel?: string }) => void
}

/** Who collects a pickup order (buy_extraction_contact_info, api-core 3.5). */
export function PickupContact({ name, tel, onChange }: ContactProps) {
  return (
    <>
      <Text className='buy-card__title'>{t('cart.pickup_contact')}</Text>
      <Input className='buy-input' placeholder={t('cart.contact_name')} value={name} onInput={(e) => onChange({ contactName: e.detail.value })} />
      <Input className='buy-input' type='number' placeholder={t('cart.contact_tel')} value={tel} onInput={(e) => onChange({ contactTel: e.detail.value })} />
    </>
  )
}

/** The shopper's note to the shop (user_note). */
export function OrderNote({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <View className='buy-card'>
      <Text className='buy-card__title'>{t('cart.user_note')}</Text>
      <TextArea className='buy-note' testId='buy-note' maxlength={NOTE_MAX} hint={t('cart.user_note_placeholder')} value={value} onChange={onChange} />
    </View>
  )
}
