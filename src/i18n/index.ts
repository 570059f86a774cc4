import { observable, runInAction } from 'mobx'
import type { UiLanguage } from '@/lib/lang'
import { allLocales } from './locales'

/**
 * Dictionaries live in locales/<area>.ts, each holding zh and en side by side so a missing
 * translation shows up in review (and in tests/unit/i18n.test.ts).
 */
export type Dictionary = Record<string, string>
export interface LocaleModule {
  zh: Dictionary
  en: Dictionary
}

const dictionaries: Record<UiLanguage, Dictionary> = { zh: {}, en: {} }

/** Add an area's texts (keys become '<area>.<key>'). Areas outside the core call it on import. */
export function registerLocale(area: string, module: LocaleModule): void {
  for (const lang of ['zh', 'en'] as const) {
    for (const [key, text] of Object.entries(module[lang])) dictionaries[lang][`${area}.${key}`] = text
  }
}

for (const [area, module] of Object.entries(allLocales)) registerLocale(area, module)

/** Observable so every observer component re-renders when the language changes. */
const current = observable.box<UiLanguage>('zh')

export function setLanguage(lang: UiLanguage): void {
  runInAction(() => current.set(lang))
  // H5: the document's language picks the right CJK glyphs and lets the browser go straight to a
  // Chinese font instead of searching every installed font for each character.
  if (process.env.TARO_ENV === 'h5' && typeof document !== 'undefined') document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN'
}

export function getLanguage(): UiLanguage {
  return current.get()
}

/** `{n|item|items}`: the first form when the number named n is 1, the second otherwise (English plurals). */
const PLURAL = /\{(\w+)\|([^|{}]*)\|([^|{}]*)\}/g

/**
 * t('common.loading'), t('cart.count', { n: 3 }) with {n} placeholders and {n|one|other} plural forms
 * ('{n} {n|item|items}'); falls back to zh, then the key.
 */
export function t(key: string, vars?: Record<string, string | number>): string {
  const lang = current.get()
  let text = dictionaries[lang][key] ?? dictionaries.zh[key] ?? key
  if (vars) {
    text = text.replace(PLURAL, (whole, name: string, one: string, other: string) => (name in vars ? (Number(vars[name]) === 1 ? one : other) : whole))
    for (const [name, value] of Object.entries(vars)) text = text.split(`{${name}}`).join(String(value))
  }
  return text
}

export function hasKey(key: string): boolean {
  return key in dictionaries.zh
}

export function allKeys(lang: UiLanguage): string[] {
  return Object.keys(dictionaries[lang])
}
