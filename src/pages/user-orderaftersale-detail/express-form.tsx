import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { submitReturnShipment } from '@/api/aftersale'
import { t } from '@/i18n'
import { toast } from '@/lib/navigate'
import { ActionButton } from '@/components/action-button/action-button'
import { validateReturnShipment } from './aftersale-rules'
import '@/i18n/locales/aftersale'

interface Props {
  requestId: string
  onShipped: () => void
  highlighted?: boolean
}

/** The shopper sends the goods back: courier name and tracking number (RULES.afterSaleExpress). */
export const ExpressForm = observer(function ExpressForm({ requestId, onShipped, highlighted }: Props) {
  const [expressName, setExpressName] = useState('')
  const [expressNumber, setExpressNumber] = useState('')
  const [sending, setSending] = useState(false)

  const submit = async () => {
    if (sending) return
    const error = validateReturnShipment({ expressName, expressNumber })
    if (error) {
      toast(error.message)
      return
    }
    setSending(true)
    const result = await submitReturnShipment(requestId, expressName, expressNumber)
    setSending(false)
    if (!result.ok) return
    toast(result.msg || t('aftersale.shipped'), 'success')
    onShipped()
  }

  return (
    <View className={`act-card aftersale-express ${highlighted ? 'aftersale-express--highlight' : ''}`} data-testid='aftersale-express'>
      <Text className='act-card__title'>{t('aftersale.ship_title')}</Text>
      <View className='act-field'>
        <View className='act-field__label'>
          {t('aftersale.express_name')}
          <Text className='act-field__required'>*</Text>
        </View>
        <Input
          className='act-field__input'
          value={expressName}
          disabled={sending}
          placeholder={t('aftersale.express_name_hint')}
          onInput={(e) => setExpressName(e.detail.value)}
          data-testid='aftersale-express-name'
        />
      </View>
      <View className='act-field'>
        <View className='act-field__label'>
          {t('aftersale.express_number')}
          <Text className='act-field__required'>*</Text>
        </View>
        <Input
          className='act-field__input'
          value={expressNumber}
          disabled={sending}
          placeholder={t('aftersale.express_number_hint')}
          onInput={(e) => setExpressNumber(e.detail.value)}
          data-testid='aftersale-express-number'
        />
      </View>
      <ActionButton busy={sending} onClick={submit} testId='aftersale-express-submit' className='aftersale-express__submit'>
        {t('aftersale.ship_submit')}
      </ActionButton>
    </View>
  )
})
