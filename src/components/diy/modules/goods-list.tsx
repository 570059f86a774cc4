import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { DiyGoods } from '@/api/diy'
import { saveCart } from '@/api/cart'
import { ActionButton } from '@/components/action-button/action-button'
import { GoodsCard, openGoods, type GoodsLayout } from '@/components/goods-card/goods-card'
import { SpecPicker, type SpecChoice } from '@/components/spec-picker/spec-picker'
import { t } from '@/i18n'
import { toast } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import { useStores } from '@/stores/root-store'
import { setItem } from '@/stores/storage'
import type { ModuleProps } from './types'
import '@/i18n/locales/goods'

/** theme: '0' single column, '2' big image, '1'/'3'/'4'/'5'/'6' grids (this batch draws them as the two-column grid). */
const LAYOUT: Record<string, GoodsLayout> = { '0': 'row', '2': 'big', '6': 'row' }

/** Goods cards; the buy button opens the goods, or the shared spec picker to add to the cart. */
export const GoodsListModule = observer(function GoodsListModule({ module }: ModuleProps<'goods-list'>) {
  const { cart } = useStores()
  const [picking, setPicking] = useState<DiyGoods | null>(null)
  const [busy, setBusy] = useState(false)
  const router = useRouter()
  const layout = LAYOUT[module.theme] ?? 'grid'

  /** On H5 the login page's way back loses this page's query (the DIY id): write it again. */
  function returnHereAfterLogin() {
    const query = Object.entries(router.params)
      .filter(([key, value]) => !key.startsWith('$') && value !== undefined)
      .map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`)
      .join('&')
    const path = (router.path || '').split('?')[0]
    if (path) setItem('cache_prev_page_key', query ? `${path}?${query}` : path)
  }

  function tapButton(goods: DiyGoods) {
    if (!module.button.addsToCart) openGoods(goods)
    else if (ensureLogin()) setPicking(goods)
    else returnHereAfterLogin()
  }

  async function confirm(_action: 'cart' | 'buy', choice: SpecChoice) {
    if (!picking || busy) return
    setBusy(true)
    const result = await saveCart(picking.id, choice.quantity, choice.spec)
    setBusy(false)
    if (!result.ok) return
    cart.setCount(result.data.buyNumber)
    toast(result.msg || t('goods.added_to_cart'), 'success')
    setPicking(null)
  }

  return (
    <View className={`diy-goods diy-goods--${layout}`} data-testid='diy-goods-list'>
      {module.goods.map((goods) => (
        <View key={goods.id} className='diy-goods__item'>
          <GoodsCard goods={goods} layout={layout} />
          {module.button.show && !goods.errorMsg ? (
            <ActionButton kind='primary' size='small' className='diy-goods__button' onClick={() => tapButton(goods)} testId='diy-goods-button'>
              {module.button.text || (module.button.addsToCart ? t('diy.add_to_cart') : t('diy.buy'))}
            </ActionButton>
          ) : null}
        </View>
      ))}
      {picking ? (
        <SpecPicker
          visible
          goods={picking}
          actions={[{ type: 'cart', name: t('diy.add_to_cart'), color: 'main' }]}
          busy={busy}
          onClose={() => setPicking(null)}
          onConfirm={(action, choice) => void confirm(action, choice)}
        />
      ) : null}
    </View>
  )
})
