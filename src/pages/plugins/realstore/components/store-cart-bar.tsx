import { Image, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { Store } from '@/api/plugins/realstore'
import { ActionButton } from '@/components/action-button/action-button'
import { Icon } from '@/components/icon/icon'
import { Price } from '@/components/price/price'
import { QuantityStepper } from '@/components/quantity-stepper/quantity-stepper'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import { useStores } from '@/stores/root-store'
import { orderableLines, settleProblem, storeCheckoutUrl } from './store-cart-rules'
import type { StoreCartState } from './use-store-cart'
import './store-cart-bar.scss'
import '@/i18n/locales/plugin-realstore'
import '@/i18n/locales/plugin-realstore-common'

interface Props {
  store: Store
  useType: number
  state: StoreCartState
}

/**
 * The store's own cart bar (api-plugins-2 §3.7 "Store cart bar"): how many items and what they cost, the
 * cart sheet (change quantities, empty it), and settle, which is off while the store is closed, the cart
 * empty or the minimum order of this order type not reached (the bar says which).
 */
export const StoreCartBar = observer(function StoreCartBar({ store, useType, state }: Props) {
  const { app } = useStores()
  const [open, setOpen] = useState(false)
  const { cart, busy } = state
  const problem = settleProblem(store, useType, cart, app.currencySymbol)

  const settle = () => {
    if (problem || busy || !ensureLogin()) return
    void openPage(storeCheckoutUrl(store.id, useType, orderableLines(cart)))
  }

  return (
    <>
      {open ? (
        <View className='rs-cart-sheet' data-testid='store-cart-sheet'>
          <View className='rs-cart-sheet__mask' onClick={() => setOpen(false)} />
          <View className='rs-cart-sheet__panel'>
            <View className='rs-cart-sheet__head'>
              <Text className='rs-cart-sheet__title'>{t('plugin-realstore.cart_title')}</Text>
              {cart.lines.length ? (
                <Text className='rs-cart-sheet__clear' onClick={() => void state.clear()} data-testid='store-cart-clear'>
                  {t('plugin-realstore.cart_clear')}
                </Text>
              ) : null}
            </View>
            <ScrollView scrollY className='rs-cart-sheet__lines'>
              {cart.lines.length ? (
                cart.lines.map((line) => (
                  <View key={line.id} className='rs-cart-line' data-testid='store-cart-line'>
                    <Image className='rs-cart-line__image' src={line.image} mode='aspectFill' />
                    <View className='rs-cart-line__info'>
                      <Text className='rs-cart-line__title'>{line.title}</Text>
                      {line.specText ? <Text className='rs-cart-line__spec'>{line.specText}</Text> : null}
                      {line.errorMsg ? <Text className='rs-cart-line__error'>{line.errorMsg}</Text> : <Price value={line.price} size='small' />}
                    </View>
                    <QuantityStepper
                      value={line.quantity}
                      min={0}
                      max={line.buyMax}
                      disabled={busy}
                      onChange={(_next, requested) => void state.setQuantity(line, requested)}
                    />
                  </View>
                ))
              ) : (
                <Text className='rs-cart-sheet__empty'>{t('plugin-realstore-common.cart_empty')}</Text>
              )}
            </ScrollView>
          </View>
        </View>
      ) : null}
      <View className='rs-cart-bar' data-testid='store-cart-bar'>
        <View className='rs-cart-bar__cart' onClick={() => setOpen(!open)} data-testid='store-cart-toggle'>
          <View className={`rs-cart-bar__icon ${cart.count ? 'rs-cart-bar__icon--full' : ''}`}>
            <Icon name='shopping-cart' size={44} color='#fff' />
            {cart.count ? (
              <Text className='rs-cart-bar__badge' data-testid='store-cart-count'>
                {cart.count > 99 ? '99+' : cart.count}
              </Text>
            ) : null}
          </View>
          <View className='rs-cart-bar__sum'>
            <Price value={cart.total} size='large' className='rs-cart-bar__total' />
            {problem ? (
              <Text className='rs-cart-bar__note' data-testid='store-cart-note'>
                {problem}
              </Text>
            ) : null}
          </View>
        </View>
        <ActionButton className='rs-cart-bar__settle' disabled={Boolean(problem)} busy={busy} onClick={settle} testId='store-cart-settle'>
          {t('plugin-realstore.settle')}
        </ActionButton>
      </View>
    </>
  )
})
