import { useLoad } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { CartList } from '@/components/cart-list/cart-list'
import { fetchGuessPage, GuessYouLike } from '@/components/guess-you-like/guess-you-like'
import { PageShell } from '@/components/page-shell/page-shell'
import { usePagedList } from '@/hooks/use-paged-list'
import { QuickNav } from '@/components/quick-nav/quick-nav'
import { ensureLogin } from '@/lib/session-gate'
import { useStores } from '@/stores/root-store'
import '@/i18n/locales/cart'

/**
 * Cart as a stack page (opened from goods detail or "buy again"); same component as the tab.
 * Unlike the tab, a guest arriving here is replaced by the login page at once (non-tab pages,
 * spec 4) and comes back here after logging in.
 *
 * What the stack page adds (api-core 3.3): the floating quick-nav (config.quick_nav, when
 * home_navigation_main_quick_status == 1) and, like the tab, "guess you like" paged by this
 * page's reach-bottom.
 */
function CartStackPage() {
  const { app, session } = useStores()
  // "Guess you like" (guests too) only when the config asks for it; the next page loads at this page's bottom.
  const showGuess = Number(app.configValue('common_is_cart_show_guess_you_like', 0)) === 1
  const guess = usePagedList(fetchGuessPage, [], { enabled: showGuess })

  useLoad(() => {
    if (!session.isLoggedIn || session.mustBindMobile) ensureLogin({ onInit: true })
  })

  return (
    <PageShell titleKey='cart.title_page'>
      <CartList below={<GuessYouLike list={showGuess ? guess : null} />} />
      <QuickNav aboveBar />
    </PageShell>
  )
}

export default observer(CartStackPage)
