import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { canCancelAfterSale, type AfterSaleForm, type AfterSaleRequest, type AfterSaleStep } from '@/api/aftersale'
import { t } from '@/i18n'
import { copyText } from '@/lib/dialogs'
import { formatPrice } from '@/lib/money'
import { openPage } from '@/lib/navigate'
import { pressable, imageAlt } from '@/lib/a11y'
import { ActionButton } from '@/components/action-button/action-button'
import { awaitsReturnShipment, statusLabel, statusTone, typeLabel } from '../user-orderaftersale/aftersale-labels'
import { ExpressForm } from './express-form'
import '@/i18n/locales/aftersale'
import { previewImages } from '@/components/image-viewer/image-preview'

interface Props {
  request: AfterSaleRequest
  form: AfterSaleForm
  cancelling: boolean
  onCancel: () => void
  onChanged: () => void
  highlightShipping: boolean
}

function InfoRow({ label, value, onCopy }: { label: string; value: string; onCopy?: () => void }) {
  if (!value) return null
  return (
    <View className='aftersale-info__row'>
      <Text className='aftersale-info__label'>{label}</Text>
      <Text className='aftersale-info__value'>{value}</Text>
      {onCopy ? (
        <Text className='aftersale-info__copy' onClick={onCopy} {...pressable(onCopy)}>
          {t('aftersale.copy')}
        </Text>
      ) : null}
    </View>
  )
}

/** step_data of the request's type (api-core 3.27): the steps reached are in the theme colour. */
export function AfterSaleSteps({ steps }: { steps: AfterSaleStep[] }) {
  if (!steps.length) return null
  return (
    <View className='act-card aftersale-steps' data-testid='aftersale-steps'>
      {steps.map((step) => (
        <View key={step.number} className={`aftersale-steps__item ${step.active ? 'aftersale-steps__item--on' : ''}`} data-active={step.active}>
          <Text className='aftersale-steps__number'>{step.number}</Text>
          <Text className='aftersale-steps__name'>{step.name}</Text>
        </View>
      ))}
    </View>
  )
}

/** An existing request: where it stands, what was asked for, and the next step for the shopper. */
export const RequestStatus = observer(function RequestStatus({ request, form, cancelling, onCancel, onChanged, highlightShipping }: Props) {
  const symbol = form.currencySymbol
  const shipping = awaitsReturnShipment(request)
  const address = form.returnAddress
  return (
    <View data-testid='aftersale-request'>
      <View className={`aftersale-banner aftersale-banner--${statusTone(request.status)}`}>
        <Text className='aftersale-banner__status' data-testid='aftersale-request-status'>
          {statusLabel(request.status, request.statusText)}
        </Text>
        <Text className='aftersale-banner__tips'>
          {[request.tipsTitle, request.tipsDesc].filter(Boolean).join(' · ') || t(`aftersale.tips_${request.status}`)}
        </Text>
      </View>
      {shipping && address ? (
        <View className='act-card aftersale-address'>
          <Text className='act-card__title'>{t('aftersale.return_address')}</Text>
          <Text className='aftersale-address__line'>
            {address.name} {address.tel}
          </Text>
          <Text className='aftersale-address__line'>{address.address}</Text>
          <Text
            className='aftersale-info__copy'
            onClick={() => copyText(`${address.name} ${address.tel} ${address.address}`)}
            {...pressable(() => copyText(`${address.name} ${address.tel} ${address.address}`))}
          >
            {t('aftersale.copy')}
          </Text>
        </View>
      ) : null}
      {shipping ? <ExpressForm requestId={request.id} onShipped={onChanged} highlighted={highlightShipping} /> : null}
      <View className='act-card aftersale-info'>
        <Text className='act-card__title'>{t('aftersale.request_info')}</Text>
        <InfoRow label={t('aftersale.info_type')} value={typeLabel(request.type)} />
        <InfoRow label={t('aftersale.info_order_no')} value={request.orderNo} onCopy={() => copyText(request.orderNo)} />
        <InfoRow label={t('aftersale.info_reason')} value={request.reason} />
        {request.type === 1 ? <InfoRow label={t('aftersale.info_quantity')} value={String(request.quantity)} /> : null}
        <InfoRow label={t('aftersale.info_price')} value={formatPrice(request.price, symbol)} />
        <InfoRow label={t('aftersale.info_explanation')} value={request.explanation} />
        <InfoRow label={t('aftersale.info_refund_method')} value={request.refundMethodText} />
        <InfoRow label={t('aftersale.info_refuse_reason')} value={request.refuseReason} />
        <InfoRow label={t('aftersale.info_express_name')} value={request.expressName} />
        <InfoRow label={t('aftersale.info_express_number')} value={request.expressNumber} />
        <InfoRow label={t('aftersale.info_apply_time')} value={request.applyTime} />
        <InfoRow label={t('aftersale.info_confirm_time')} value={request.times?.confirm ?? ''} />
        <InfoRow label={t('aftersale.info_delivery_time')} value={request.times?.delivery ?? ''} />
        <InfoRow label={t('aftersale.info_audit_time')} value={request.times?.audit ?? ''} />
        <InfoRow label={t('aftersale.info_cancel_time')} value={request.times?.cancel ?? ''} />
      </View>
      {request.images.length ? (
        <View className='act-card'>
          <Text className='act-card__title'>{t('aftersale.proof_images')}</Text>
          <View className='aftersale-info__images'>
            {request.images.map((url) => (
              <Image
                key={url}
                className='aftersale-info__image'
                src={url}
                mode='aspectFill'
                onClick={() => previewImages(request.images, url)}
                {...imageAlt('')}
              />
            ))}
          </View>
        </View>
      ) : null}
      <View className='aftersale-request__actions'>
        <ActionButton kind='plain' onClick={() => openPage(`/pages/user-orderaftersale/user-orderaftersale?keywords=${encodeURIComponent(request.orderNo)}`)}>
          {t('aftersale.all_of_order')}
        </ActionButton>
        {canCancelAfterSale(request.status) ? (
          <ActionButton kind='secondary' busy={cancelling} onClick={onCancel} testId='aftersale-request-cancel'>
            {t('aftersale.cancel')}
          </ActionButton>
        ) : null}
      </View>
    </View>
  )
})
