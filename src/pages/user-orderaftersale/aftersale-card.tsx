import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { canCancelAfterSale, type AfterSaleRequest } from '@/api/aftersale'
import { formatPrice } from '@/lib/money'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { pressable, imageAlt } from '@/lib/a11y'
import { useStores } from '@/stores/root-store'
import { ActionButton } from '@/components/action-button/action-button'
import { awaitsReturnShipment, detailUrl, statusLabel, statusTone, typeLabel } from './aftersale-labels'
import '@/i18n/locales/aftersale'

interface Props {
  request: AfterSaleRequest
  cancelling: boolean
  busy: boolean
  onCancel: () => void
}

/** One after-sale request: goods, type and status, what was asked for, and what can be done next. */
export const AfterSaleCard = observer(function AfterSaleCard({ request, cancelling, busy, onCancel }: Props) {
  const { app } = useStores()
  const symbol = request.currencySymbol || app.currencySymbol
  const goods = request.goods
  return (
    <View className='act-card aftersale-card' data-testid='aftersale-row'>
      <View className='aftersale-card__head'>
        <Text className='aftersale-card__order'>{t('aftersale.order_no', { no: request.orderNo })}</Text>
        <Text className={`act-badge act-badge--${statusTone(request.status)}`} data-testid='aftersale-status'>
          {statusLabel(request.status, request.statusText)}
        </Text>
      </View>
      <View className='aftersale-card__goods' onClick={() => openPage(detailUrl(request))} {...pressable(() => openPage(detailUrl(request)))}>
        {goods ? <Image className='aftersale-card__image' src={goods.image} mode='aspectFill' {...imageAlt('')} /> : null}
        <View className='aftersale-card__info'>
          <Text className='aftersale-card__title'>{goods?.title ?? ''}</Text>
          {goods?.specText ? <Text className='aftersale-card__spec'>{goods.specText}</Text> : null}
          <View className='aftersale-card__facts'>
            <Text className='act-badge act-badge--main'>{typeLabel(request.type)}</Text>
            <Text className='aftersale-card__amount'>{t('aftersale.refund_line', { amount: formatPrice(request.price, symbol) })}</Text>
          </View>
        </View>
      </View>
      {request.reason ? <Text className='aftersale-card__reason'>{t('aftersale.reason_line', { reason: request.reason })}</Text> : null}
      <View className='act-row-actions aftersale-card__actions'>
        <Text className='aftersale-card__time'>{request.applyTime}</Text>
        {canCancelAfterSale(request.status) ? (
          <ActionButton kind='plain' size='small' busy={cancelling} disabled={busy} onClick={onCancel} testId='aftersale-cancel'>
            {t('aftersale.cancel')}
          </ActionButton>
        ) : null}
        {awaitsReturnShipment(request) ? (
          <ActionButton kind='primary' size='small' disabled={busy} onClick={() => openPage(detailUrl(request, true))} testId='aftersale-ship'>
            {t('aftersale.ship_back')}
          </ActionButton>
        ) : (
          <ActionButton kind='secondary' size='small' disabled={busy} onClick={() => openPage(detailUrl(request))} testId='aftersale-view'>
            {t('aftersale.view')}
          </ActionButton>
        )}
      </View>
    </View>
  )
})
