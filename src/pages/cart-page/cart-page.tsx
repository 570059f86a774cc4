import { observer } from 'mobx-react'
import { CartList } from '@/components/cart-list/cart-list'
import { PageShell } from '@/components/page-shell/page-shell'
import '@/i18n/locales/cart'

/** Cart as a stack page (opened from goods detail or "buy again"); same component as the tab. */
function CartStackPage() {
  return (
    <PageShell titleKey='cart.title_page'>
      <CartList />
    </PageShell>
  )
}

export default observer(CartStackPage)
