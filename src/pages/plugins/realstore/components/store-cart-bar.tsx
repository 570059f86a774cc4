import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { Store } from '@/api/plugins/realstore'
import { ActionButton } from '@/components/action-button/action-button'
import { Icon } from '@/components/icon/icon'
import { Price } from '@/components/price/price'
import { onDemand } from '@/components/on-demand/on-demand'
import { t } from '@/i18n'
import { openPage, toast } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import { useStores } from '@/stores/root-store'
import { orderableLines, settleProblem } from './store-cart-rules'
import type { StoreCartState } from './use-store-cart'
import './store-cart-bar.scss'
import '@/i18n/locales/plugin-realstore'
import '@/i18n/locales/plugin-realstore-common'

// The cart sheet and the checkout link load with the first tap that needs them (web build), not with the
// store page; mini-programs keep them in the page.
const StoreCartSheet = onDemand(() =>
  (process.env.TARO_ENV === 'h5' ? import('./store-cart-sheet') : import(/* webpackMode: "eager" */ './store-cart-sheet')).then((m) => m.StoreCartSheet),
)
const loadCheckout = () => (process.env.TARO_ENV === 'h5' ? import('./store-checkout') : import(/* webpackMode: "eager" */ './store-checkout'))

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
    const lines = orderableLines(cart)
    loadCheckout().then(
      (checkout) => void openPage(checkout.storeCheckoutUrl(store.id, useType, lines)),
      () => toast(t('errors.chunk_load_failed')),
    )
  }

  return (
    <>
      {open ? <StoreCartSheet state={state} onClose={() => setOpen(false)} /> : null}
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
