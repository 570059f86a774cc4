import { Image, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { ActionButton } from '@/components/action-button/action-button'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { pressable, imageAlt } from '@/lib/a11y'
import { cartBarTotals } from './category-cart'
import { StepButtons } from './category-goods'
import type { CategoryCart } from './use-category-cart'
import '@/i18n/locales/cart'
import '@/i18n/locales/goods'
import '@/i18n/locales/catalog'

/**
 * The goods-list mode's floating cart bar (api-core 3.2): pieces, total and checkout; the cart icon
 * opens the cart list with −/+ per row and "clear".
 */
export const CategoryCartBar = observer(function CategoryCartBar({ cart }: { cart: CategoryCart }) {
  const items = cart.store.items
  const totals = cartBarTotals(items)
  const open = cart.listOpen && items.length > 0
  return (
    <>
      {open ? <View className='cat-cart__mask' onClick={() => cart.setListOpen(false)} /> : null}
      {open ? (
        <View className='cat-cart__sheet' data-testid='category-cart-list'>
          <View className='cat-cart__head'>
            <Text className='cat-cart__title'>{t('catalog.cart_list_title', { n: totals.count })}</Text>
            <Text className='cat-cart__clear' onClick={() => void cart.clear()} {...pressable(() => void cart.clear())} data-testid='category-cart-clear'>
              {t('catalog.cart_clear')}
            </Text>
          </View>
          <ScrollView scrollY className='cat-cart__rows'>
            {items.map((row) => (
              <View key={row.id} className={`cat-cart__row ${row.isInvalid ? 'cat-cart__row--invalid' : ''}`} data-testid='category-cart-row'>
                <Image className='cat-cart__image' src={row.image} mode='aspectFill' {...imageAlt('')} />
                <View className='cat-cart__info'>
                  <Text className='cat-cart__name'>{row.title}</Text>
                  {row.specText ? <Text className='cat-cart__spec'>{row.specText}</Text> : null}
                  <View className='cat-cart__bottom'>
                    <Price value={row.price} size='small' />
                    {row.isInvalid ? (
                      <Text className='cat-cart__spec'>{row.errorMsg || t('cart.invalid_goods')}</Text>
                    ) : (
                      <StepButtons count={row.stock} disabled={cart.busy} onStep={(delta) => void cart.stepRow(row, delta)} testId='category-cart-step' />
                    )}
                  </View>
                </View>
              </View>
            ))}
          </ScrollView>
        </View>
      ) : null}
      <View className='cat-cart__bar' data-testid='category-cart-bar'>
        <View
          className='cat-cart__icon'
          onClick={() => cart.setListOpen(!cart.listOpen)}
          {...pressable(() => cart.setListOpen(!cart.listOpen))}
          aria-label={t('goods.cart')}
          data-testid='category-cart-toggle'
        >
          {totals.count ? (
            <Text className='cat-cart__badge' data-testid='category-cart-count'>
              {totals.count > 99 ? '99+' : totals.count}
            </Text>
          ) : null}
        </View>
        <View className='cat-cart__total'>
          <Text className='cat-cart__total-label'>{t('cart.total')}</Text>
          <Price value={totals.price} className='cat-cart__price' />
        </View>
        <ActionButton className='cat-cart__checkout' testId='category-checkout' busy={cart.busy} onClick={cart.checkout}>
          {t('cart.checkout', { n: totals.count })}
        </ActionButton>
      </View>
    </>
  )
})
