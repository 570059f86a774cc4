import { makeAutoObservable, runInAction } from 'mobx'
import { loadCommonConfig, parseCommonConfig, type CommonConfig, type TabItem } from '@/api/base'
import { obj } from '@/api/parse'
import { currentClientType } from '@/api/quick-nav'
import { parseSettings, type Settings } from '@/api/settings'
import { getLanguage, setLanguage, t } from '@/i18n'
import { toServerLang, toUiLanguage, type UiLanguage } from '@/lib/lang'
import { isMourning, parseMourningBase } from '@/lib/mourning'
import { DEFAULT_CURRENCY_SYMBOL } from '@/lib/money'
import { DEFAULT_THEME, isThemeKey, type ThemeKey } from '@/theme/themes'
import { getItem, setItem, setItemWhenIdle } from './storage'

/** The four system tab pages (api-core 1.9); the server's app_tabbar may relabel them. */
export const SYSTEM_TAB_PAGES = ['/pages/index/index', '/pages/goods-category/goods-category', '/pages/cart/cart', '/pages/user/user']

const DEFAULT_SETTINGS = parseSettings({}, currentClientType())

/** App-wide state: the server's config, plugins, currency, theme, language, mourning. */
export class AppStore {
  config: CommonConfig | null = null
  loading = false
  /** Set when the boot call failed for good (message to show), e.g. site closed. */
  bootError = ''
  /** Message of the latest failed boot attempt while retries go on; '' once one succeeds or a retry is asked for. */
  bootAttemptError = ''
  theme: ThemeKey = DEFAULT_THEME
  language: UiLanguage = 'zh'
  /** Clock used for the mourning window; replaceable in tests. */
  now: () => Date = () => new Date()

  constructor() {
    makeAutoObservable(this, { now: false })
    const cachedTheme = getItem('theme')
    if (isThemeKey(cachedTheme)) this.theme = cachedTheme
    this.language = toUiLanguage(getItem('language'))
    setLanguage(this.language)
    const cached = getItem('cache_config_info_key')
    if (cached) this.config = parseCommonConfig(cached)
  }

  get ready(): boolean {
    return this.config?.status === 1
  }

  /**
   * The config is known (cached or fetched), or the boot call is failing: pages waiting on it go on
   * (and show their own error) instead of waiting through every retry of a shop that does not answer.
   */
  get configSettled(): boolean {
    return this.config !== null || this.bootError !== '' || this.bootAttemptError !== ''
  }

  /** Why the config is still unknown ('' while it loads or once it is known): pages show it with a retry. */
  get bootFailure(): string {
    return this.config ? '' : this.bootError || this.bootAttemptError
  }

  get currencySymbol(): string {
    return this.config?.currencySymbol || DEFAULT_CURRENCY_SYMBOL
  }

  /** Server-driven tab bar, or the four system tabs. */
  get tabs(): TabItem[] {
    return this.config?.tabbar?.length ? this.config.tabbar : SYSTEM_TAB_PAGES.map((page) => ({ page, name: '', icon: '', iconActive: '' }))
  }

  get tabPages(): string[] {
    return this.tabs.map((tab) => tab.page)
  }

  /** Spec: a plugin is enabled exactly when its key is present in plugins_base. */
  isPluginEnabled(name: string): boolean {
    return Boolean(this.config && Object.prototype.hasOwnProperty.call(this.config.pluginsBase, name))
  }

  /**
   * plugins_base.<name>.data read by that plugin's own parser (in its src/api/plugins/<name>.ts), so a
   * page gets a typed object; undefined while the plugin is off.
   */
  pluginBase<T>(name: string, parse: (data: Record<string, unknown>) => T): T | undefined {
    if (!this.config || !this.isPluginEnabled(name)) return undefined
    return parse(obj(this.config.pluginsBase[name]?.data))
  }

  /** The site settings by name; the defaults until a config is known. */
  get settings(): Settings {
    return this.config?.settings ?? DEFAULT_SETTINGS
  }

  get mourning(): boolean {
    return isMourning(this.pluginBase('mourning', parseMourningBase), this.now())
  }

  get serverLang(): string {
    return toServerLang(this.language)
  }

  setTheme(theme: ThemeKey): void {
    this.theme = theme
    setItem('theme', theme)
  }

  setLanguage(language: UiLanguage): void {
    this.language = language
    setItem('language', language)
    setLanguage(language)
  }

  /** Boot: use the cached config at once, then refresh it from the server (api-core 1.5). */
  async loadConfig(report: (msg: string) => void): Promise<boolean> {
    // Pages waiting for a config that never came show "loading" again until the next attempt answers.
    if (!this.config) {
      this.bootError = ''
      this.bootAttemptError = ''
    }
    if (this.loading) return this.ready
    this.loading = true
    const result = await loadCommonConfig(report, undefined, (failed) =>
      runInAction(() => {
        this.bootAttemptError = failed.msg || t('common.error')
      }),
    )
    runInAction(() => {
      this.loading = false
      this.bootAttemptError = ''
      if (result.ok) {
        this.config = result.data
        this.bootError = ''
        setItemWhenIdle('cache_config_info_key', result.data.raw)
        // The theme plugin, when present, decides the theme (api-core 1.10).
        if (isThemeKey(result.data.themeStyle)) this.setTheme(result.data.themeStyle)
      } else {
        this.bootError = result.msg || t('common.error')
      }
    })
    return result.ok
  }

  /** Used after -400 wiped storage: forget the cached config too. */
  reset(): void {
    this.config = null
    if (getLanguage() !== this.language) setLanguage(this.language)
  }
}
