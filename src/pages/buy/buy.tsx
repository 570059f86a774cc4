import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState } from 'react'
import type { BuySubmitResult, PaymentMethod } from '@/api/buy'
import { getOrders } from '@/api/order'
import { ActionButton } from '@/components/action-button/action-button'
import { AddressCard } from '@/components/address-card/address-card'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { ORDERS_PAGE, type PayDestinations } from '@/components/payment-sheet/pay-flow'
import { PaymentSheetOnDemand } from '@/components/payment-sheet/payment-sheet-on-demand'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { TimeSelect } from '@/components/time-select/time-select'
import { useLoginGate } from '@/hooks/use-login-gate'
import { t } from '@/i18n'
import { decodeBuyParams } from '@/lib/buy-params'
import { openLink, openPage, toast } from '@/lib/navigate'
import { pressable } from '@/lib/a11y'
import { formatPrice } from '@/lib/money'
import { BuyGoodsGroup } from './buy-goods-group'
import { OrderNote, PickupContact } from './buy-inputs'
import { BuyPayments } from './buy-payments'
import { buyParamsQuery, isExhibition, needsPayment, pluginPaymentChosen, SITE_MODEL, submitProblem } from './checkout-rules'
import { useCheckout } from './use-checkout'
import { CHECKOUT_EXTRAS, CHECKOUT_SUBMIT_GUARDS } from '@/slots/slots'
import { passesGuards } from '@/slots/slot'
import { Slot } from '@/slots/slot'
import { useStores } from '@/stores/root-store'
import '@/slots/fills/checkout'
import './buy.scss'
import '@/i18n/locales/cart'
import { dialogColors } from '@/lib/dialog-colors'

const PAY_DESTINATIONS: PayDestinations = { appointPage: ORDERS_PAGE, failPage: ORDERS_PAGE, redirect: true }

/** Order confirmation (api-core 3.5): review, choose delivery/address/payment, submit, pay. */
function BuyPage() {
  const { app } = useStores()
  const router = useRouter()
  const params = useMemo(() => decodeBuyParams(router.params.data), [router.params.data])
  const allowed = useLoginGate({ ask: Boolean(params) })
  const checkout = useCheckout(params, allowed)
  const [payIds, setPayIds] = useState('')
  // order/index's methods, when the order was placed as the page opened (that answer carries none).
  const [orderPayments, setOrderPayments] = useState<PaymentMethod[] | null>(null)
  const { preview, choices } = checkout
  const placedAtOpen = preview?.submitted ?? null

  /** After buy/add (or an order placed as the page opened): pay, wait for the shop, or go to the orders. */
  const afterPlaced = async (result: BuySubmitResult) => {
    if (result.orderStatus === 1) {
      setPayIds(result.orderIds.join(','))
      return
    }
    if (result.orderStatus === 0) {
      await Taro.showModal({ content: t('cart.booking_submitted'), showCancel: false, confirmText: t('common.confirm'), ...dialogColors() }).catch(
        () => undefined,
      )
    }
    void openPage(ORDERS_PAGE, { redirect: true })
  }

  useEffect(() => {
    if (!placedAtOpen) return
    void afterPlaced(placedAtOpen)
    if (placedAtOpen.orderStatus === 1) void getOrders(1, '1').then((list) => list.ok && setOrderPayments(list.data.payments))
  }, [placedAtOpen])

  if (!params) {
    return (
      <PageShell titleKey='cart.title_buy'>
        <StatusView status='error' message={t('cart.params_error')} />
      </PageShell>
    )
  }
  if (!allowed) {
    return (
      <PageShell titleKey='cart.title_buy'>
        <GuestNotice />
      </PageShell>
    )
  }
  if (!preview || checkout.status !== 'ready') {
    return (
      <PageShell titleKey='cart.title_buy'>
        <StatusView status={checkout.status === 'ready' ? 'loading' : checkout.status} message={checkout.error} onRetry={() => void checkout.reload()} />
      </PageShell>
    )
  }
  if (placedAtOpen) {
    return (
      <PageShell titleKey='cart.title_buy'>
        <StatusView
          status='empty'
          message={t('cart.order_placed')}
          action={{ label: t('cart.pay_now'), onClick: () => setPayIds(placedAtOpen.orderIds.join(',')) }}
        />
        <PaymentSheetOnDemand
          visible={Boolean(payIds)}
          orderIds={payIds}
          payments={orderPayments ?? []}
          defaultPaymentId={placedAtOpen.paymentId}
          destinations={PAY_DESTINATIONS}
          onClose={() => setPayIds('')}
        />
      </PageShell>
    )
  }
  if (isExhibition(preview)) {
    return (
      <PageShell titleKey='cart.title_buy'>
        <StatusView status='error' message={t('cart.exhibition_only')} />
      </PageShell>
    )
  }

  const siteModel = choices.siteModel === -1 ? preview.siteModel : choices.siteModel
  const isPickup = siteModel === SITE_MODEL.pickup
  const showAddress = siteModel !== SITE_MODEL.virtual
  const busy = checkout.submitting || Boolean(checkout.submitted)

  const chooseAddress = () => {
    if (busy) return
    // The checkout's params travel along (api-core 3.5): the address pages send them with their calls.
    const carried = buyParamsQuery(params)
    if (isPickup) void openPage(`/pages/extraction-address/extraction-address?is_back=1&is_buy=1&${carried}`)
    else void openPage(`/pages/user-address/user-address?is_back=1&${carried}`)
  }

  const submit = async () => {
    const problem = submitProblem(preview, choices)
    if (problem) {
      toast(t(problem))
      return
    }
    if (!(await passesGuards(CHECKOUT_SUBMIT_GUARDS, { pluginData: preview.pluginData, params: choices.pluginParams ?? {} }))) return
    const result = await checkout.submit()
    if (result) await afterPlaced(result)
  }

  return (
    <PageShell titleKey='cart.title_buy'>
      <View className='buy'>
        {preview.siteModels.length > 1 ? (
          <View className='buy-modes' data-testid='buy-modes'>
            {preview.siteModels.map((mode) => (
              <View
                key={mode.value}
                className={`buy-modes__item ${mode.value === siteModel ? 'buy-modes__item--on' : ''}`}
                onClick={() => !busy && mode.value !== siteModel && checkout.choose({ siteModel: mode.value })}
                {...pressable(() => !busy && mode.value !== siteModel && checkout.choose({ siteModel: mode.value }))}
              >
                {mode.name}
              </View>
            ))}
          </View>
        ) : null}

        {showAddress ? (
          isPickup && preview.pickupAddresses.length ? (
            <View className='buy-card'>
              <Text className='buy-card__title'>{t('cart.pickup_points')}</Text>
              {preview.pickupAddresses.map((point) => (
                <AddressCard
                  key={point.id}
                  address={point}
                  className={`buy-pickup ${choices.addressId === point.id ? 'buy-pickup--on' : ''}`}
                  onClick={() => !busy && checkout.choose({ addressId: point.id })}
                />
              ))}
            </View>
          ) : (
            <AddressCard
              stripe
              address={preview.address}
              emptyText={isPickup ? t('cart.add_pickup') : t('cart.add_address')}
              onClick={chooseAddress}
              className='buy-address'
              testId='buy-address'
            />
          )
        ) : null}
        {preview.address?.disabledMsg ? <Text className='buy-warning'>{preview.address.disabledMsg}</Text> : null}

        {preview.groups.map((group) => (
          <BuyGoodsGroup
            key={group.id}
            group={group}
            disabled={busy || checkout.refreshing}
            onFreight={(key) => checkout.choose({ freight: { ...choices.freight, [group.id]: key } })}
            onMap={() => openLink({ kind: 'map', name: group.alias || group.name, address: group.address ?? '', lng: group.lng ?? 0, lat: group.lat ?? 0 })}
          />
        ))}

        {preview.datetime?.isSelect || (isPickup && preview.contact?.isWrite) ? (
          <View className='buy-card'>
            {preview.datetime?.isSelect ? (
              <TimeSelect
                title={preview.datetime.title}
                hint={preview.datetime.hint}
                value={choices.appointTime ?? preview.datetime.value}
                required={preview.datetime.required}
                rangeDay={preview.datetime.rangeDay}
                timeStart={preview.datetime.timeStart}
                timeEnd={preview.datetime.timeEnd}
                disabled={busy}
                onChange={(value) => checkout.setExtra({ appointTime: value })}
              />
            ) : null}
            {isPickup && preview.contact?.isWrite ? (
              <PickupContact
                name={choices.contactName ?? preview.contact.name}
                tel={choices.contactTel ?? preview.contact.tel}
                onChange={(patch) => checkout.setExtra(patch)}
              />
            ) : null}
          </View>
        ) : null}

        <Slot
          slot={CHECKOUT_EXTRAS}
          props={{
            pluginData: preview.pluginData,
            params: choices.pluginParams ?? {},
            disabled: busy || checkout.refreshing,
            onChange: (p) => checkout.choose({ pluginParams: p }),
          }}
        />
        {needsPayment(preview) ? (
          <BuyPayments
            payments={preview.payments}
            chosen={pluginPaymentChosen(choices.pluginParams) ? '' : choices.paymentId}
            disabled={busy || checkout.refreshing}
            onChoose={(id) => checkout.choose({ paymentId: id })}
          />
        ) : null}

        <OrderNote value={choices.userNote ?? ''} onChange={(userNote) => checkout.setExtra({ userNote })} />

        <View className='buy-card'>
          <View className='buy-row'>
            <Text className='buy-row__label'>{t('cart.goods_total')}</Text>
            <Price value={preview.totals.totalPrice} />
          </View>
          {Number(preview.totals.preferentialPrice) > 0 ? (
            <View className='buy-row'>
              <Text className='buy-row__label'>{t('cart.discount')}</Text>
              <Text className='buy-row__value buy-row__value--main'>-{formatPrice(preview.totals.preferentialPrice, app.currencySymbol)}</Text>
            </View>
          ) : null}
          {Number(preview.totals.increasePrice) > 0 ? (
            <View className='buy-row'>
              <Text className='buy-row__label'>{t('cart.increase_price')}</Text>
              <Text className='buy-row__value'>+{formatPrice(preview.totals.increasePrice, app.currencySymbol)}</Text>
            </View>
          ) : null}
        </View>
      </View>

      <View className='buy-bar'>
        <View className='buy-bar__total'>
          <Text className='buy-bar__label'>{t('cart.total_pay')}</Text>
          <Price value={preview.totals.actualPrice} size='large' className='buy-bar__price' />
        </View>
        <ActionButton className='buy-bar__submit' testId='buy-submit' busy={busy || checkout.refreshing} onClick={() => void submit()}>
          {checkout.submitting ? t('cart.submitting') : t('cart.submit')}
        </ActionButton>
      </View>

      <PaymentSheetOnDemand
        visible={Boolean(payIds)}
        orderIds={payIds}
        payments={preview.payments}
        defaultPaymentId={checkout.submitted?.paymentId || choices.paymentId}
        amount={preview.totals.actualPrice}
        destinations={PAY_DESTINATIONS}
        onClose={() => {
          // The order exists; unpaid it waits in "to pay".
          setPayIds('')
          void openPage(ORDERS_PAGE, { redirect: true })
        }}
      />
    </PageShell>
  )
}

export default observer(BuyPage)
