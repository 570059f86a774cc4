import { Input, Text, View } from '@tarojs/components'
import { TextArea } from '@/components/text-area/text-area'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { createAfterSale, type AfterSaleForm, type AfterSaleType } from '@/api/aftersale'
import { ImagePicker } from '@/components/image-picker/image-picker'
import { t } from '@/i18n'
import { formatPrice, twoDecimals } from '@/lib/money'
import { pressable } from '@/lib/a11y'
import { toast } from '@/lib/navigate'
import { charLength, LIMITS } from '@/lib/text-rules'
import { ActionButton } from '@/components/action-button/action-button'
import { validateAfterSale, type AfterSaleValues } from './aftersale-rules'
import '@/i18n/locales/activity'
import '@/i18n/locales/aftersale'

export const EXPLANATION_MAX = 200

interface Props {
  form: AfterSaleForm
  detailId: string
  onApplied: () => void
}

function initialValues(form: AfterSaleForm): AfterSaleValues {
  return {
    type: form.types.length === 1 ? form.types[0].value : null,
    reason: '',
    quantity: String(Math.max(1, form.maxQuantity)),
    price: twoDecimals(form.maxRefund),
    explanation: '',
    images: [],
  }
}

/** Apply for "refund only" or "return + refund" on one order item (api-core 3.27, spec 5). */
export const ApplyForm = observer(function ApplyForm({ form, detailId, onApplied }: Props) {
  const [values, setValues] = useState<AfterSaleValues>(() => initialValues(form))
  const [submitting, setSubmitting] = useState(false)
  const set = (patch: Partial<AfterSaleValues>) => setValues((current) => ({ ...current, ...patch }))
  const reasons = values.type === null ? [] : form.reasons[values.type]
  const limits = { maxRefund: form.maxRefund, maxQuantity: form.maxQuantity, currencySymbol: form.currencySymbol }

  const chooseType = (type: AfterSaleType) => {
    // Each type has its own reasons: a reason of the other list no longer applies.
    if (type !== values.type) set({ type, reason: form.reasons[type].includes(values.reason) ? values.reason : '' })
  }

  const stepQuantity = (delta: number) => {
    const next = Math.min(form.maxQuantity, Math.max(1, (parseInt(values.quantity, 10) || 0) + delta))
    set({ quantity: String(next) })
  }

  const submit = async () => {
    if (submitting) return
    const error = validateAfterSale(values, limits)
    if (error) {
      toast(error.message)
      return
    }
    setSubmitting(true)
    const result = await createAfterSale({
      orderId: form.orderId,
      detailId,
      type: values.type ?? 0,
      reason: values.reason,
      quantity: Number(values.quantity),
      price: twoDecimals(values.price),
      explanation: values.explanation,
      images: values.images,
    })
    setSubmitting(false)
    if (!result.ok) return // the client showed why; everything typed stays
    toast(result.msg || t('aftersale.applied'), 'success')
    onApplied()
  }

  return (
    <View className='aftersale-apply' data-testid='aftersale-apply'>
      <View className='act-card'>
        <Text className='act-card__title'>{t('aftersale.choose_type_title')}</Text>
        <View className='aftersale-apply__types'>
          {form.types.map((option) => (
            <View
              key={option.value}
              className={`aftersale-apply__type ${values.type === option.value ? 'aftersale-apply__type--active' : ''}`}
              onClick={() => !submitting && chooseType(option.value)}
              {...pressable(() => !submitting && chooseType(option.value))}
              data-testid={`aftersale-type-${option.value}`}
            >
              <Text className='aftersale-apply__type-name'>
                {option.name || (option.value === 1 ? t('aftersale.type_return_refund') : t('aftersale.type_refund_only'))}
              </Text>
              <Text className='aftersale-apply__type-desc'>{option.desc}</Text>
            </View>
          ))}
        </View>
      </View>
      {values.type !== null ? (
        <View className='act-card'>
          <View className='act-field'>
            <View className='act-field__label'>
              {t('aftersale.reason')}
              <Text className='act-field__required'>*</Text>
            </View>
            <View className='aftersale-apply__reasons'>
              {reasons.map((reason) => (
                <Text
                  key={reason}
                  className={`aftersale-apply__reason ${values.reason === reason ? 'aftersale-apply__reason--active' : ''}`}
                  onClick={() => !submitting && set({ reason })}
                  {...pressable(() => !submitting && set({ reason }))}
                  data-testid='aftersale-reason'
                >
                  {reason}
                </Text>
              ))}
            </View>
          </View>
          {values.type === 1 ? (
            <View className='act-field'>
              <View className='act-field__label'>
                {t('aftersale.quantity')}
                <Text className='act-field__required'>*</Text>
                <Text className='act-field__hint'>{t('aftersale.quantity_max', { max: form.maxQuantity })}</Text>
              </View>
              <View className='aftersale-apply__stepper'>
                <Text className='aftersale-apply__step' onClick={() => stepQuantity(-1)} {...pressable(() => stepQuantity(-1))}>
                  −
                </Text>
                <Input
                  className='aftersale-apply__qty'
                  type='number'
                  value={values.quantity}
                  disabled={submitting}
                  onInput={(e) => set({ quantity: e.detail.value })}
                  data-testid='aftersale-quantity'
                />
                <Text className='aftersale-apply__step' onClick={() => stepQuantity(1)} {...pressable(() => stepQuantity(1))}>
                  +
                </Text>
              </View>
            </View>
          ) : null}
          <View className='act-field'>
            <View className='act-field__label'>
              {t('aftersale.refund_amount')}
              <Text className='act-field__required'>*</Text>
              <Text className='act-field__hint'>{t('aftersale.refund_max', { max: formatPrice(form.maxRefund, form.currencySymbol) })}</Text>
            </View>
            <Input
              className='act-field__input'
              type='digit'
              value={values.price}
              disabled={submitting}
              placeholder={t('aftersale.refund_amount_hint')}
              onInput={(e) => set({ price: e.detail.value })}
              data-testid='aftersale-price'
            />
          </View>
          <View className='act-field'>
            <View className='act-field__label'>{t('aftersale.explanation')}</View>
            <TextArea
              className='act-field__textarea'
              value={values.explanation}
              maxlength={EXPLANATION_MAX}
              disabled={submitting}
              hint={t('aftersale.explanation_hint')}
              onChange={(explanation) => set({ explanation })}
              testId='aftersale-explanation'
            />
            <View className='act-field__counter'>
              {charLength(values.explanation)}/{EXPLANATION_MAX}
            </View>
          </View>
          <View className='act-field'>
            <View className='act-field__label'>
              {t('aftersale.proof_images')}
              <Text className='act-field__hint'>{t('activity.images_limit', { max: LIMITS.afterSaleImages })}</Text>
            </View>
            <ImagePicker
              value={values.images}
              max={LIMITS.afterSaleImages}
              pathType={form.uploadPathType}
              disabled={submitting}
              onChange={(images) => set({ images })}
              testId='aftersale-images'
            />
          </View>
        </View>
      ) : null}
      <View className='act-footer'>
        <ActionButton busy={submitting} onClick={submit} testId='aftersale-submit'>
          {t('aftersale.submit')}
        </ActionButton>
      </View>
    </View>
  )
})
