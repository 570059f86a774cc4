// The tab bar shared by the page builder's tabbed modules (goods-tabs, article-tabs, data-tabs).
import { arr, obj, str } from '../parse'
import { isOn, type Raw } from '../diy'

/** The tab bar of goods-tabs, article-tabs and data-tabs. */
export interface TabBarLook {
  /** '0'..'4': underline, filled pill, title over description, ... */
  theme: string
  color: string
  activeColor: string
  centered: boolean
  pinned: boolean
}

export function readTabBarLook(c: Raw, s: Raw): TabBarLook {
  return {
    theme: str(c.tabs_theme, '0'),
    color: str(s.tabs_color, '#333333'),
    activeColor: str(s.tabs_color_checked),
    centered: str(c.justification) === 'center',
    pinned: isOn(c.tabs_top_up),
  }
}

export interface TabbedModule<T> {
  bar: TabBarLook
  tabs: Array<{ title: string; desc: string; body: T }>
}

export const tabsOf = <T>(c: Raw, body: (tab: Raw) => T) =>
  arr<Raw>(c.tabs_list)
    .map(obj)
    .map((tab) => ({ title: str(tab.title), desc: str(tab.desc), body: body(tab) }))
