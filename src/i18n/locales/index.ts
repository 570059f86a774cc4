import type { LocaleModule } from '../index'
import common from './common'
import errors from './errors'
import pages from './pages'
import settings from './settings'
import tabs from './tabs'

/**
 * Areas every screen needs, bundled with the app entry. Every other area registers itself
 * (registerLocale) when a page or component that uses it imports its file, so its text ships in
 * that page's chunk: a page using t('cart.x') has `import '@/i18n/locales/cart'`.
 */
export const allLocales: Record<string, LocaleModule> = {
  common,
  errors,
  pages,
  settings,
  tabs,
}
