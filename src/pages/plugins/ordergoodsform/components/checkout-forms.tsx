import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { parseGoodsForms, type OrderFormField } from '@/api/plugins/ordergoodsform'
import { t } from '@/i18n'
import { useStores } from '@/stores/root-store'
import { orderForms } from './form-store'
import './checkout-forms.scss'
import '@/i18n/locales/plugin-ordergoodsform'

const area = 'plugin-ordergoodsform'
/** The server's cap of any value; a field's own limit is checked with a message instead of cutting the text. */
const CONTENT_MAX = 1000

/** One field: saved as the shopper leaves it, red with its message while it does not fit; the text stays. */
const FormInput = observer(function FormInput({ goodsId, field, disabled }: { goodsId: string; field: OrderFormField; disabled: boolean }) {
  const error = orderForms.error(goodsId, field)
  return (
    <View className={`ogf-field ${error ? 'ogf-field--error' : ''}`} data-testid='ogf-field' data-error={error ? '1' : '0'}>
      <View className='ogf-field__row'>
        <Text className='ogf-field__label'>
          {field.title}
          {field.required ? <Text className='ogf-field__required'>*</Text> : null}
        </Text>
        <Input
          className='ogf-field__input'
          type={field.inputType === 'number' ? 'digit' : 'text'}
          value={orderForms.value(goodsId, field)}
          maxlength={CONTENT_MAX}
          disabled={disabled}
          placeholder={field.hint || t(`${area}.enter_hint`, { title: field.title })}
          onInput={(e) => orderForms.type(goodsId, field, String(e.detail.value ?? ''))}
          onBlur={() => void orderForms.commit(goodsId, field)}
          onConfirm={() => void orderForms.commit(goodsId, field)}
          data-testid={`ogf-input-${field.formId}`}
        />
      </View>
      {error ? (
        <Text className='ogf-field__error' data-testid='ogf-error'>
          {error}
        </Text>
      ) : null}
    </View>
  )
})

/** The checkout's goods forms (buy/index goods_items[].plugins_ordergoodsform_data), one block per goods line. */
export const CheckoutForms = observer(function CheckoutForms({ goodsItems, disabled }: { goodsItems: unknown; disabled: boolean }) {
  const { app } = useStores()
  if (!app.isPluginEnabled('ordergoodsform')) return null
  const forms = parseGoodsForms(goodsItems)
  if (!forms.length) return null
  return (
    <View className='buy-card ogf' data-testid='ogf-checkout'>
      <Text className='ogf__title'>{t(`${area}.checkout_title`)}</Text>
      <Text className='ogf__tip'>{t(`${area}.checkout_tip`)}</Text>
      {forms.map((form) => (
        <View key={form.goodsId} className='ogf__goods'>
          <Text className='ogf__goods-title'>
            {form.title}
            {form.specText ? ` · ${form.specText}` : ''}
          </Text>
          {form.fields.map((field) => (
            <FormInput key={field.formId} goodsId={form.goodsId} field={field} disabled={disabled} />
          ))}
        </View>
      ))}
    </View>
  )
})
