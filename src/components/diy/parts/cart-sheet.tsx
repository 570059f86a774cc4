import { useState } from 'react'
import type { DiyGoods } from '@/api/diy-modules/rows'
import { saveCart } from '@/api/cart'
import { SpecPicker, type SpecChoice } from '@/components/spec-picker/spec-picker'
import { t } from '@/i18n'
import { toast } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import '@/i18n/locales/diy'

/** The shared spec picker set to "add to cart" for one goods; closes once the cart has it. */
export default function CartSheet({ goods, onClose }: { goods: DiyGoods; onClose: () => void }) {
  const { cart } = useStores()
  const [busy, setBusy] = useState(false)

  async function confirm(choice: SpecChoice) {
    if (busy) return
    setBusy(true)
    const result = await saveCart(goods.id, choice.quantity, choice.spec)
    setBusy(false)
    if (!result.ok) return
    cart.setCount(result.data.buyNumber)
    toast(result.msg || t('diy.added_to_cart'), 'success')
    onClose()
  }

  return (
    <SpecPicker
      visible
      goods={goods}
      actions={[{ type: 'cart', name: t('diy.add_to_cart'), color: 'main' }]}
      busy={busy}
      onClose={onClose}
      onConfirm={(_action, choice) => void confirm(choice)}
    />
  )
}
