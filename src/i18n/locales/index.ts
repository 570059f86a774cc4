import type { LocaleModule } from '../index'
import common from './common'
import errors from './errors'
import pages from './pages'
import tabs from './tabs'
import settings from './settings'
import validation from './validation'

/** One entry per area; the key is the prefix: t('common.loading'). Add new areas here. */
export const allLocales: Record<string, LocaleModule> = {
  common,
  errors,
  pages,
  tabs,
  settings,
  validation,
}
