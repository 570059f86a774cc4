import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { CartList } from '@/components/cart-list/cart-list'
import { fetchGuessPage, GuessYouLike } from '@/components/guess-you-like/guess-you-like'
import { PageShell } from '@/components/page-shell/page-shell'
import { QuickNav } from '@/components/quick-nav/quick-nav'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate } from '@/hooks/use-login-gate'
import { usePagedList } from '@/hooks/use-paged-list'
import { useShowAgain } from '@/hooks/use-show-again'
import { CartListStore } from '@/stores/cart-list-store'
import { useStores } from '@/stores/root-store'
import { CART_ENTRIES } from '@/slots/slots'
import { Slot } from '@/slots/slot'
import '@/slots/fills/cart'
import '@/i18n/locales/cart'

/**
 * Cart as a stack page (opened from goods detail or "buy again"); same component as the tab.
 * How it differs from the tab (api-core 3.3, spec 4):
 * - a guest (or a shopper who must bind a phone first) is replaced by the login page at once and
 *   comes back here after logging in;
 * - the cart loads as the page is created, without waiting for the config: a stack page is only
 *   ever opened from a page that already had it;
 * - it shows the floating quick-nav (config.quick_nav, when home_navigation_main_quick_status == 1)
 *   and no tab bar.
 * Like the tab, it renders the whole cart component, so the plugin entries above the list (the
 * realstore "store cart", api-plugins-2 §4) are here too.
 *
 * Like the tab, "guess you like" is paged by this page's reach-bottom, and coming back here from
 * goods detail or checkout reloads the cart.
 */
function CartStackPage() {
  const { app, session, cart } = useStores()
  const [list] = useState(() => new CartListStore(cart))
  const showGuess = app.settings.cartShowsGuessYouLike
  const guess = usePagedList(fetchGuessPage, [], { enabled: showGuess })

  const allowed = useLoginGate()

  // Load on creation; again after the login page brings the shopper back signed in.
  useEffect(() => {
    if (session.isLoggedIn) void list.load()
    else list.reset()
  }, [session.isLoggedIn, session.token, list])

  useShowAgain(() => {
    if (session.isLoggedIn) void list.load()
  })

  // A guest (or a shopper who must bind a phone) is being replaced by the login page: show the wait,
  // not a login prompt that would flash for a moment.
  const body = allowed ? (
    <>
      <Slot slot={CART_ENTRIES} props={{}} />
      <CartList store={list} below={<GuessYouLike list={showGuess ? guess : null} />} />
    </>
  ) : (
    <StatusView status='loading' />
  )
  return (
    <PageShell titleKey='cart.title_page'>
      {body}
      <QuickNav aboveBar />
    </PageShell>
  )
}

export default observer(CartStackPage)
