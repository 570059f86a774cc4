import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { CartList } from '@/components/cart-list/cart-list'
import { fetchGuessPage, GuessYouLike } from '@/components/guess-you-like/guess-you-like'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { useLoginGate } from '@/hooks/use-login-gate'
import { usePagedList } from '@/hooks/use-paged-list'
import { useShowAgain } from '@/hooks/use-show-again'
import { takeTabSwitchParams } from '@/lib/navigate'
import { CartListStore } from '@/stores/cart-list-store'
import { useStores } from '@/stores/root-store'
import { CART_ENTRIES } from '@/slots/slots'
import { Slot } from '@/slots/slot'
import '@/slots/fills/cart'
import '@/i18n/locales/cart'

/**
 * Cart (tab): the shared cart component above the tab bar. What is tab-specific lives here
 * (api-core 3.3, spec 4):
 * - the cart loads only once the shop config is known: it decides exhibition mode and
 *   "guess you like", and a tab can be the very first page opened; a failing config call ends
 *   the wait (app.configSettled), so a shop that does not answer gives the cart's error and retry;
 * - a guest is sent to the login page only the first time they open this tab;
 * - a tab page stays mounted, so every return to it reloads the cart (checkout or goods detail
 *   may have changed it), and a signed-out shopper carries no cart badge.
 *
 * Under the cart, "guess you like" (when config.common_is_cart_show_guess_you_like == 1, guests
 * included) loads its next page when this page is scrolled to the bottom.
 */
function CartTab() {
  const { app, session, cart } = useStores()
  const [list] = useState(() => new CartListStore(cart))
  const configSettled = app.configSettled
  const showGuess = app.settings.cartShowsGuessYouLike
  const guess = usePagedList(fetchGuessPage, [], { enabled: configSettled && showGuess })

  // A guest is sent to login once (a tab page); the tab stays usable with suggestions below.
  useLoginGate()

  // First load once the config is there; again whenever the shopper signs in or out.
  useEffect(() => {
    if (!configSettled) return
    if (session.isLoggedIn) void list.load()
    else list.reset()
  }, [configSettled, session.isLoggedIn, session.token, list])

  useDidShow(() => {
    // The cart tab takes no switch params; clear any left by a link so they do not leak to another tab.
    takeTabSwitchParams()
    if (!session.isLoggedIn) cart.setCount(0)
  })

  useShowAgain(() => {
    if (configSettled && session.isLoggedIn) void list.load()
  })

  const below = <GuessYouLike list={showGuess ? guess : null} />
  return (
    <PageShell tab titleKey='cart.title'>
      {session.isLoggedIn ? <Slot slot={CART_ENTRIES} props={{}} /> : null}
      {session.isLoggedIn ? (
        <CartList store={list} inTab below={below} />
      ) : (
        // A guest may stay on the tab: invite them to log in (or to bind a phone first), suggestions below.
        <View className='cart-list cart-list--state'>
          <GuestNotice />
          {below}
        </View>
      )}
    </PageShell>
  )
}

export default observer(CartTab)
