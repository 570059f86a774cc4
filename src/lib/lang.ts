/** UI languages with full dictionaries. */
export type UiLanguage = 'zh' | 'en'

/** Map a device/UI locale to the `lang` value the ShopXO server understands (spec 9, api-core 1.11). */
export function toServerLang(locale: string | undefined | null): string {
  if (!locale) return 'zh'
  const map: Record<string, string> = {
    'zh-Hans': 'zh',
    'zh-CN': 'zh',
    zh: 'zh',
    'zh-Hant': 'cht',
    'zh-TW': 'cht',
    'zh-HK': 'cht',
    'en-US': 'en',
    en: 'en',
    es: 'spa',
    fra: 'fr',
  }
  return map[locale] ?? locale
}

/** The dictionary to show for a locale: our own zh and en; anything unknown falls back to zh. */
export function toUiLanguage(locale: string | undefined | null): UiLanguage {
  const lang = toServerLang(locale)
  return lang === 'en' ? 'en' : 'zh'
}
