import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState, type ReactNode } from 'react'
import type { CartItem } from '@/api/cart'
import { addFavorite } from '@/api/favor'
import { ActionButton } from '@/components/action-button/action-button'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { t } from '@/i18n'
import { cartCheckoutUrl } from '@/lib/buy-link'
import { checkQuantity } from '@/lib/cart-selection'
import { confirmAction } from '@/lib/dialogs'
import { HOME_PAGE, openPage, toast } from '@/lib/navigate'
import { pressable } from '@/lib/a11y'
import type { CartListStore } from '@/stores/cart-list-store'
import { useStores } from '@/stores/root-store'
import { CartRow } from './cart-row'
import { CART_CHECKOUT_GUARDS, CART_SHEETS } from '@/slots/slots'
import { passesGuards } from '@/slots/slot'
import { Slot } from '@/slots/slot'
import '@/slots/fills/cart'
import './check.scss'
import './cart-list.scss'
import './cart-consult.scss'
import '@/i18n/locales/cart'

interface Props {
  /** The cart's rows and selection; the page owns it and decides when it loads (they differ, api-core 3.3). */
  store: CartListStore
  /** On the tab page the checkout bar sits above the tab bar. */
  inTab?: boolean
  /** Shown under the cart in every state (guest, empty, rows): the page's "guess you like". */
  below?: ReactNode
}

/* `disabled={x || undefined}`: Taro's H5 button keeps disabled="false" as an attribute, which its own CSS greys out. */

/** A signed-in shopper's cart, shared by the cart tab and the cart stack page (api-core 3.3); each page handles guests itself. */
export const CartList = observer(function CartList({ store, inTab, below }: Props) {
  const { app } = useStores()
  const [openId, setOpenId] = useState('')
  const [managing, setManaging] = useState(false)
  /** Row being moved to favourites ('' when idle): one at a time, its buttons still. */
  const [favoringId, setFavoringId] = useState('')
  const exhibition = app.settings.isExhibitionSite

  if (store.status !== 'ready') {
    return (
      <View className='cart-list cart-list--state'>
        {store.status === 'empty' ? (
          <StatusView status='empty' message={t('cart.empty')} action={{ label: t('cart.go_shopping'), onClick: () => void openPage(HOME_PAGE) }} />
        ) : (
          <StatusView status={store.status} message={store.error} onRetry={() => void store.load()} />
        )}
        {/* While the cart itself loads, the suggestions wait so they do not jump above it. */}
        {store.status === 'loading' ? null : below}
      </View>
    )
  }

  const askDelete = async (ids: string[], message: string) => {
    if (!(await confirmAction(message))) return
    const done = await store.remove(ids)
    if (done) setOpenId('')
  }

  const onQuantity = async (item: CartItem, wanted: number) => {
    const check = checkQuantity(item, wanted)
    if (check.ok) {
      await store.changeQuantity(item, check.stock)
      return
    }
    switch (check.reason) {
      case 'unchanged':
        toast(t('errors.quantity_unchanged'))
        return
      case 'remove':
        await askDelete([item.id], t('cart.confirm_delete_one'))
        return
      case 'below_min':
        await askDelete([item.id], t('cart.below_min_delete', { n: item.buyMin }))
        return
      case 'over_max':
        toast(`${t('errors.restricted_purchase')} (${t('cart.max_quantity', { n: item.buyMax })})`)
        return
      case 'out_of_stock':
        toast(t('errors.out_of_stock'))
    }
  }

  /** Swipe "move to favourites": goods/favor (forced on, never toggled off), then drop the row. */
  const moveToFavorites = async (item: CartItem) => {
    if (favoringId || store.isBusy(item.id)) return
    setFavoringId(item.id)
    try {
      const favored = await addFavorite(item.goodsId)
      if (!favored.ok) return
      if (await store.remove([item.id])) {
        setOpenId('')
        toast(t('cart.favor_done'), 'success')
      }
    } finally {
      setFavoringId('')
    }
  }

  /** Exhibition site: the bar's only action dials customer service. */
  const consult = () => {
    const tel = app.settings.serviceTel
    if (!tel) {
      toast(t('cart.no_service_tel'))
      return
    }
    void Taro.makePhoneCall({ phoneNumber: tel }).catch(() => undefined)
  }

  const checkout = async () => {
    const ids = store.selected.map((item) => item.id)
    if (!ids.length) {
      toast(t('cart.choose_goods'))
      return
    }
    if (!(await passesGuards(CART_CHECKOUT_GUARDS, { items: store.selected }))) return
    void openPage(cartCheckoutUrl(ids))
  }

  const selectedCount = store.selected.length
  // One row open at a time: a touch or a tap anywhere else in the cart (another row, its swipe, the bars)
  // closes it. The open row and its actions keep their own touches (cart-row.tsx).
  const closeOpenRow = () => {
    if (openId) setOpenId('')
  }
  return (
    <View className={`cart-list ${inTab ? 'cart-list--tab' : ''}`} onTouchStart={closeOpenRow} onClick={closeOpenRow} data-open-row={openId || undefined}>
      <View className='cart-list__head'>
        <Text className='cart-list__hint'>{t('cart.swipe_hint')}</Text>
        {exhibition ? null : (
          <Text className='cart-list__manage' data-testid='cart-manage' onClick={() => setManaging(!managing)} {...pressable(() => setManaging(!managing))}>
            {managing ? t('cart.done') : t('cart.manage')}
          </Text>
        )}
      </View>
      <View className='cart-list__rows'>
        {store.items.map((item) => (
          <CartRow
            key={item.id}
            item={item}
            selected={store.isSelected(item)}
            busy={store.isBusy(item.id)}
            open={openId === item.id}
            onOpenChange={(open) => setOpenId(open ? item.id : '')}
            onToggle={() => store.toggle(item)}
            onQuantity={(wanted) => void onQuantity(item, wanted)}
            onDelete={() => void askDelete([item.id], t('cart.confirm_delete_one'))}
            onFavor={() => void moveToFavorites(item)}
            acting={favoringId === item.id}
            selectable={!exhibition}
            onOpenGoods={() => void openPage(item.url)}
          />
        ))}
      </View>
      {below}
      {exhibition ? (
        <View className='cart-list__bar cart-list__bar--consult' data-testid='cart-bar'>
          <Text className='cart-list__consult-hint'>{t('cart.consult_hint')}</Text>
          <ActionButton className='cart-list__button cart-list__consult' testId='cart-consult' onClick={consult}>
            {app.settings.exhibitionButtonText || t('cart.consult')}
          </ActionButton>
        </View>
      ) : (
        <View className='cart-list__bar' data-testid='cart-bar'>
          <View className='cart-list__all' data-testid='cart-select-all' onClick={() => store.toggleAll()} {...pressable(() => store.toggleAll())}>
            <View className={`check ${store.isAllSelected ? 'check--on' : ''}`} />
            <Text className='cart-list__all-text'>{t('cart.select_all')}</Text>
          </View>
          {managing ? (
            <ActionButton
              kind='secondary'
              className='cart-list__button cart-list__button--outline'
              testId='cart-delete-selected'
              disabled={!selectedCount}
              busy={store.deleting}
              onClick={() =>
                void askDelete(
                  store.selected.map((item) => item.id),
                  t('cart.confirm_delete_selected', { n: selectedCount }),
                )
              }
            >
              {t('cart.delete_selected', { n: selectedCount })}
            </ActionButton>
          ) : (
            <>
              <View className='cart-list__total'>
                <Text className='cart-list__total-label'>{t('cart.total')}</Text>
                <Price value={store.totals.price} size='large' className='cart-list__total-price' />
              </View>
              <ActionButton className='cart-list__button' testId='cart-checkout' disabled={!selectedCount} onClick={() => void checkout()}>
                {t('cart.checkout', { n: store.totals.quantity })}
              </ActionButton>
            </>
          )}
        </View>
      )}
      <Slot slot={CART_SHEETS} props={{}} />
    </View>
  )
})
