import { Image, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Price } from '@/components/price/price'
import { QuantityStepper } from '@/components/quantity-stepper/quantity-stepper'
import { t } from '@/i18n'
import type { StoreCartState } from './use-store-cart'
import './store-cart-bar.scss'
import '@/i18n/locales/plugin-realstore'
import '@/i18n/locales/plugin-realstore-common'

/** The store cart's sheet, opened from the cart bar: change quantities, empty the cart. */
export const StoreCartSheet = observer(function StoreCartSheet({ state, onClose }: { state: StoreCartState; onClose: () => void }) {
  const { cart, busy } = state
  return (
    <View className='rs-cart-sheet' data-testid='store-cart-sheet'>
      <View className='rs-cart-sheet__mask' onClick={onClose} />
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
  )
})
