import { parseServerTime } from '@/lib/date'
import { getItem, setItem } from '@/stores/storage'
import { call, route } from './client'
import { arr, int, num, obj, str } from './parse'
import type { ApiResult } from './types'

/**
 * The page builder's page (api-plugins-2 2.1-2.3): the frame is read here once (header, footer, tabs and
 * the list of modules with their outer box); each module's own content is read by its module file
 * (src/api/diy-modules/*), which loads with its renderer, so a page carries only the modules it shows.
 */
export type Raw = Record<string, unknown>

/** `style.common_style` of a module, read once (api-plugins-2 2.2). Sizes in design px. */
export interface BoxStyle {
  padding: [number, number, number, number]
  margin: [number, number, number, number]
  radius: [number, number, number, number]
  colors: Array<{ color: string; percentage: string }>
  direction: string
  backgroundImage: string
  /** '0' top, '1' bottom, '2' centre, '3' repeat, '4' cover */
  backgroundImageStyle: string
  shadow: { x: number; y: number; blur: number; spread: number; color: string }
  border: { show: boolean; color: string; style: string; width: [number, number, number, number] }
  floatingUp: number
  zIndex: number
}

/** A colour fill as the designer gives it: a colour list (gradient), its direction and an optional image. */
export interface Fill {
  colors: Array<{ color: string; percentage: string }>
  direction: string
  image: string
  imageStyle: string
}

/** One module of `diy_data` before its own reader runs: key, render key, outer box and its raw config. */
export interface DiyModuleFrame {
  id: string
  key: string
  box: BoxStyle
  content: Raw
  style: Raw
}

export interface DiyIcon {
  image: string
  link: string
  badge: number
}

/** The search box of the header (themes 3 and 5) and of the search module. */
export interface SearchBox {
  tips: string
  hotWords: Array<{ value: string; color: string }>
  center: boolean
  leftIcon: { image: string; link: string } | null
  rightIcon: { image: string; link: string } | null
  /** The button: text, or an image, or nothing. */
  button: { text: string; image: string } | null
  background: string
  borderColor: string
  radius: number
  tipsColor: string
  buttonFill: Fill
  buttonColor: string
  /** Milliseconds between hot words. */
  interval: number
}

export interface DiyHeader {
  /** '1' title, '2' logo+title, '3' logo+title+search, '4' location, '5' location+search. */
  theme: string
  title: string
  logo: string
  link: string
  titleCentered: boolean
  icons: DiyIcon[]
  showBack: boolean
  /** Page bottom navigation (footer), on pages that are not tab pages. */
  bottomNav: boolean
  /** What goes on a second header line: 'search' and/or 'icon'. */
  aloneRow: string[]
  aloneRowSpace: number
  locationHint: string
  search: SearchBox
  fill: Fill
  /** Content runs under a transparent header. */
  immersive: boolean
  /** Immersive: the first module keeps clear of the header. */
  safeDistance: boolean
  /** A fixed header whose background fades in as the page scrolls. */
  upSlide: { fill: Fill; logo: string } | null
  titleColor: string
  titleSize: number
  backColor: string
  iconColor: string
  iconSize: number
  /** function_buttons_type 1: light status-bar text. */
  lightText: boolean
  /** Page background and side padding (header common_style). */
  pageBox: BoxStyle
}

export interface DiyFooterItem {
  name: string
  image: string
  activeImage: string
  link: string
  badge: number
}

export interface DiyFooter {
  items: DiyFooterItem[]
  color: string
  activeColor: string
  box: BoxStyle
}

export type DiyTabKind = 'home' | 'micro' | 'category'

export interface DiyTab {
  title: string
  desc: string
  image: string
  kind: DiyTabKind
  /** The micro page id or the goods category id. */
  targetId: string
}

export interface DiySlide {
  image: string
  link: string
  video: string
  videoTitle: string
  /** The slide tints its module while it shows. */
  tint: Fill | null
}

export interface DiyTabs {
  key: string
  box: BoxStyle
  tabs: DiyTab[]
  pinned: boolean
  color: string
  activeColor: string
  /** tabs-carousel: the slides under the bar. */
  slides: DiySlide[]
  slideHeight: number
}

export interface DiyPage {
  id: string
  title: string
  describe: string
  logo: string
  header: DiyHeader
  footer: DiyFooter | null
  tabs: DiyTabs | null
  modules: DiyModuleFrame[]
}

export const firstUrl = (value: unknown): string => str(obj(arr(value)[0]).url)
/** Links are `{page}` in DIY config; a plain string is accepted too. */
export const linkOf = (value: unknown): string => (typeof value === 'string' ? value : str(obj(value).page))
export const isOn = (value: unknown, fallback = '0'): boolean => str(value, fallback) === '1'
export const strings = (value: unknown): string[] => arr(value).map((v) => str(v))
/** Seconds in the config, milliseconds for timers (at least one second). */
export const intervalMs = (value: unknown, fallback = 3): number => Math.max(1, num(value, fallback)) * 1000

const four = (raw: Raw, prefix: string, sides: string[]): [number, number, number, number] => {
  const all = num(raw[prefix])
  return sides.map((side) => num(raw[`${prefix}_${side}`], all)) as [number, number, number, number]
}
const SIDES = ['top', 'right', 'bottom', 'left']
const CORNERS = ['top_left', 'top_right', 'bottom_right', 'bottom_left']

function colorList(value: unknown): Fill['colors'] {
  return arr<Raw>(value)
    .map((c) => ({ color: str(obj(c).color), percentage: str(obj(c).color_percentage) }))
    .filter((c) => c.color)
}

/** A fill from `<prefix>color_list`, `<prefix>direction`, `<prefix>background_img` (+ `_style`). */
export function parseFill(raw: Raw, prefix = '', imageKey = `${prefix}background_img`): Fill {
  return {
    colors: colorList(raw[`${prefix}color_list`]),
    direction: str(raw[`${prefix}direction`], '180deg'),
    image: firstUrl(raw[imageKey]),
    imageStyle: str(raw[`${imageKey}_style`], '2'),
  }
}

export function parseBoxStyle(value: unknown): BoxStyle {
  const raw = obj(value)
  const borderSize = obj(raw.border_size)
  return {
    padding: four(raw, 'padding', SIDES),
    margin: four(raw, 'margin', SIDES),
    radius: four(raw, 'radius', CORNERS),
    colors: colorList(raw.color_list),
    direction: str(raw.direction, '180deg'),
    backgroundImage: firstUrl(raw.background_img),
    backgroundImageStyle: str(raw.background_img_style, '2'),
    shadow: {
      x: num(raw.box_shadow_x),
      y: num(raw.box_shadow_y),
      blur: num(raw.box_shadow_blur),
      spread: num(raw.box_shadow_spread),
      color: str(raw.box_shadow_color),
    },
    border: {
      show: str(raw.border_is_show) === '1',
      color: str(raw.border_color, '#eeeeee'),
      style: str(raw.border_style, 'solid'),
      width: four(borderSize, 'padding', SIDES),
    },
    floatingUp: num(raw.floating_up),
    zIndex: int(raw.module_z_index),
  }
}

/** ShopXO drops a module outside `content.content_top.time_value = [start, end]`; a cached body is checked again here. */
export function inTimeWindow(content: Raw, now: number): boolean {
  const window = arr(obj(content.content_top).time_value)
  const start = parseServerTime(window[0])
  const end = parseServerTime(window[1])
  return (start === null || now >= start) && (end === null || now <= end)
}

/** A module frame, or null when it is switched off or outside its time window. */
export function parseModuleFrame(value: unknown, index: number, now: number): DiyModuleFrame | null {
  const raw = obj(value)
  const key = str(raw.key)
  if (!key || str(raw.is_enable, '1') !== '1') return null
  const com = obj(raw.com_data)
  const content = obj(com.content)
  if (!inTimeWindow(content, now)) return null
  const style = obj(com.style)
  return { id: str(raw.id) || `${key}-${index}`, key, box: parseBoxStyle(style.common_style), content, style }
}

export function parseModuleFrames(list: unknown, now: number): DiyModuleFrame[] {
  return arr(list)
    .map((raw, i) => parseModuleFrame(raw, i, now))
    .filter((m): m is DiyModuleFrame => m !== null)
}

const iconOf = (raw: Raw): { image: string; link: string } | null => {
  const image = firstUrl(raw.img ?? raw.icon_img)
  return image ? { image, link: linkOf(raw.link) } : null
}

export function parseSearchBox(content: Raw, style: Raw): SearchBox {
  const leftImage = firstUrl(content.icon_img)
  const rightImage = firstUrl(content.right_icon_img)
  const buttonText = str(content.search_type, 'text') === 'text' ? str(content.search_tips) : ''
  const buttonImage = str(content.search_type, 'text') === 'text' ? '' : firstUrl(content.search_botton_img)
  return {
    tips: isOn(content.is_tips_show, '1') ? str(content.tips) : '',
    hotWords: isOn(content.is_hot_word_show)
      ? arr<Raw>(content.hot_word_list)
          .map((w) => ({ value: str(obj(w).value), color: str(obj(w).color) }))
          .filter((w) => w.value)
      : [],
    center: isOn(content.is_center),
    leftIcon: isOn(content.is_icon_show) && leftImage ? { image: leftImage, link: linkOf(content.icon_link) } : null,
    rightIcon: isOn(content.is_right_icon_show) && rightImage ? { image: rightImage, link: linkOf(content.right_icon_link) } : null,
    button: isOn(content.is_search_show) && (buttonText || buttonImage) ? { text: buttonText, image: buttonImage } : null,
    background: str(style.search_bg_color, '#ffffff'),
    borderColor: str(style.search_border),
    radius: num(style.search_border_radius, 16),
    tipsColor: str(style.tips_color),
    buttonFill: parseFill(style, 'search_botton_'),
    buttonColor: str(style.button_inner_color),
    interval: intervalMs(style.interval_time),
  }
}

function parseHeader(value: unknown, page: Raw): DiyHeader {
  const com = obj(obj(value).com_data)
  const c = obj(com.content)
  const s = obj(com.style)
  const colorImage = str(s.header_background_type, 'color_image') === 'color_image'
  return {
    theme: str(c.theme, '1'),
    title: str(c.title) || str(page.name),
    logo: firstUrl(c.logo),
    link: linkOf(c.link),
    titleCentered: str(c.indicator_location, 'center') === 'center',
    icons: arr<Raw>(c.icon_setting).flatMap((raw) => {
      const icon = iconOf(obj(raw))
      return icon ? [{ ...icon, badge: int(obj(raw).badge) }] : []
    }),
    showBack: isOn(c.is_left_back_btn_show, '1'),
    bottomNav: isOn(c.bottom_navigation_show),
    aloneRow: strings(c.data_alone_row_value),
    aloneRowSpace: num(s.data_alone_row_space, 5),
    locationHint: str(c.positioning_name),
    search: parseSearchBox(c, s),
    fill: parseFill(s, 'header_background_', 'header_background_img'),
    immersive: !colorImage && isOn(s.immersive_style),
    safeDistance: isOn(s.general_safe_distance_value),
    upSlide: isOn(s.up_slide_display) ? { fill: parseFill(s, 'up_slide_background_', 'up_slide_background_img'), logo: firstUrl(s.up_slide_logo) } : null,
    titleColor: str(s.header_background_title_color, '#333333'),
    titleSize: num(s.header_background_title_size, 16),
    backColor: str(s.left_back_btn_color, '#333333'),
    iconColor: str(s.img_color),
    iconSize: num(s.img_size, 22),
    lightText: str(s.function_buttons_type) === '1',
    pageBox: parseBoxStyle(s.common_style),
  }
}

function parseFooter(value: unknown): DiyFooter | null {
  const com = obj(obj(value).com_data)
  const c = obj(com.content)
  const s = obj(com.style)
  const items = arr<Raw>(c.nav_content).map((raw) => {
    const item = obj(raw)
    const image = firstUrl(item.img)
    return { name: str(item.name), image, activeImage: firstUrl(item.img_checked) || image, link: linkOf(item.link), badge: int(item.badge) }
  })
  if (!items.length) return null
  return { items, color: str(s.default_text_color, '#666666'), activeColor: str(s.text_color_checked), box: parseBoxStyle(s.common_style) }
}

export function parseSlides(list: unknown): DiySlide[] {
  return arr<Raw>(list)
    .map((raw) => {
      const slide = obj(raw)
      const tint = obj(slide.style)
      const fill = parseFill(tint)
      return {
        image: firstUrl(slide.carousel_img),
        link: linkOf(slide.carousel_link),
        video: firstUrl(slide.carousel_video),
        videoTitle: str(slide.video_title),
        tint: fill.colors.length || fill.image ? fill : null,
      }
    })
    .filter((slide) => slide.image)
}

function parseTab(raw: Raw, home: boolean): DiyTab {
  const kind: DiyTabKind = home ? 'home' : str(raw.data_type) === '1' ? 'category' : 'micro'
  return {
    title: str(raw.title),
    desc: str(raw.desc),
    image: str(raw.tabs_type) === '1' ? firstUrl(raw.tabs_img ?? raw.img) : '',
    kind,
    targetId: kind === 'category' ? str(obj(raw.classify).id) : kind === 'micro' ? str(obj(raw.micro_page_list).id) : '',
  }
}

function parseTabs(list: unknown, now: number): DiyTabs | null {
  const frame = parseModuleFrames(list, now).find((m) => m.key === 'tabs' || m.key === 'tabs-carousel')
  if (!frame) return null
  const c = frame.content
  const tabs = [parseTab(obj(c.home_data), true), ...arr<Raw>(c.tabs_list).map((raw) => parseTab(obj(raw), false))].filter(
    (tab) => tab.kind === 'home' || tab.targetId,
  )
  if (tabs.length < 2) return null
  return {
    key: frame.key,
    box: frame.box,
    tabs,
    pinned: isOn(c.tabs_top_up),
    color: str(frame.style.tabs_color, '#333333'),
    activeColor: str(frame.style.tabs_color_checked),
    slides: frame.key === 'tabs-carousel' ? parseSlides(c.carousel_list) : [],
    slideHeight: num(c.height, 150),
  }
}

/** diy/index `data` (or home's data_mode 3 `data_list`): `{data: {id, config}}` or `{id, config}`. */
export function parseDiyPage(data: unknown, now: number = Date.now()): DiyPage {
  const outer = obj(data)
  const page = 'config' in outer ? outer : obj(outer.data)
  const config = obj(page.config)
  const header = parseHeader(config.header, page)
  return {
    id: str(page.id),
    title: header.title,
    describe: str(page.describe),
    logo: str(page.logo),
    header,
    footer: parseFooter(config.footer),
    tabs: parseTabs(config.tabs_data, now),
    modules: parseModuleFrames(config.diy_data, now),
  }
}

const cacheKey = (id: string) => `cache_diy_page_data_key${id}` as const

/** The page as it was last seen on this device (null when never opened or unreadable). */
export function cachedDiyPage(id: string): DiyPage | null {
  const saved = id ? getItem(cacheKey(id)) : undefined
  if (!saved) return null
  try {
    const page = parseDiyPage(saved)
    return page.id ? page : null
  } catch {
    return null
  }
}

/** diy/index for one page; a found page is kept for the next open. ShopXO answers an unknown id with `data: null`. */
export function getDiyPage(id: string): Promise<ApiResult<DiyPage>> {
  return call(
    route('diy', 'index'),
    { id, is_cache: 0 },
    (data) => {
      const page = parseDiyPage(data)
      if (page.id) setItem(cacheKey(id), obj(obj(data).data))
      return page
    },
    { silent: true },
  )
}
