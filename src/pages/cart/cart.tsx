import { useDidShow, useLoad } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { CartList } from '@/components/cart-list/cart-list'
import { fetchGuessPage, GuessYouLike } from '@/components/guess-you-like/guess-you-like'
import { PageShell } from '@/components/page-shell/page-shell'
import { usePagedList } from '@/hooks/use-paged-list'
import { ensureLogin } from '@/lib/session-gate'
import { takeTabSwitchParams } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import '@/i18n/locales/cart'

/**
 * Cart (tab): the shared cart component above the tab bar. What is tab-specific lives here:
 * a guest is sent to the login page only the first time they open this tab (spec 4), and a
 * signed-out shopper carries no cart badge.
 *
 * Under the cart, "guess you like" (when config.common_is_cart_show_guess_you_like == 1, guests
 * included) loads its next page when this page is scrolled to the bottom.
 */
function CartPage() {
  const { app, session, cart } = useStores()
  // "Guess you like" (guests too) only when the config asks for it; the next page loads at this page's bottom.
  const showGuess = Number(app.configValue('common_is_cart_show_guess_you_like', 0)) === 1
  const guess = usePagedList(fetchGuessPage, [], { enabled: showGuess })

  useLoad(() => {
    if (!session.isLoggedIn) ensureLogin({ onInit: true })
  })

  useDidShow(() => {
    // The cart tab takes no switch params; clear any left by a link so they do not leak to another tab.
    takeTabSwitchParams()
    if (!session.isLoggedIn) cart.setCount(0)
  })

  return (
    <PageShell tab titleKey='cart.title'>
      <CartList inTab below={<GuessYouLike list={showGuess ? guess : null} />} />
    </PageShell>
  )
}

export default observer(CartPage)
