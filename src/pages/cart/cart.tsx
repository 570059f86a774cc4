import { observer } from 'mobx-react'
import { CartList } from '@/components/cart-list/cart-list'
import { PageShell } from '@/components/page-shell/page-shell'
import '@/i18n/locales/cart'

/** Cart (tab): the shared cart component above the tab bar. */
function CartPage() {
  return (
    <PageShell tab titleKey='cart.title'>
      <CartList inTab />
    </PageShell>
  )
}

export default observer(CartPage)
