import { call, route } from './client'
import { parseSpecGroups, parseGoodsSummary, type GoodsSummary, type SpecGroup } from './goods'
import { arr, int, num, obj, str } from './parse'
import type { ApiResult } from './types'

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

interface ModuleBase {
  id: string
  box: BoxStyle
}

export interface DiyLinkItem {
  title: string
  image: string
  link: string
}

export interface DiyGoods extends GoodsSummary {
  specGroups: SpecGroup[]
  buyMin: number
  buyMax: number
}

export interface DiyArticle {
  id: string
  title: string
  cover: string
  describe: string
  time: string
  views: number
  url: string
}

export interface MagicCell {
  image: string
  link: string
  /** Grid cells, 1-based and inclusive, on a density x density board. */
  start: { x: number; y: number }
  end: { x: number; y: number }
}

export type DiyModule =
  | (ModuleBase & { key: 'search'; tips: string; buttonText: string; center: boolean; background: string; radius: number })
  | (ModuleBase & { key: 'carousel'; slides: DiyLinkItem[]; height: number; fit: string; interval: number; radius: number })
  | (ModuleBase & { key: 'nav-group'; items: DiyLinkItem[]; perRow: number; navStyle: string })
  | (ModuleBase & { key: 'notice'; title: string; items: Array<{ title: string; link: string }>; interval: number })
  | (ModuleBase & { key: 'title'; title: string; subtitle: string; link: string; center: boolean; moreTitle: string; moreLink: string })
  | (ModuleBase & { key: 'row-line'; lineStyle: string; width: number; color: string })
  | (ModuleBase & { key: 'auxiliary-blank'; height: number; color: string })
  | (ModuleBase & { key: 'rich-text'; html: string })
  | (ModuleBase & { key: 'img-magic'; cells: MagicCell[]; density: number })
  | (ModuleBase & {
      key: 'goods-list'
      theme: string
      goods: DiyGoods[]
      show: string[]
      button: { show: boolean; text: string; addsToCart: boolean }
    })
  | (ModuleBase & { key: 'article-list'; theme: string; articles: DiyArticle[]; fields: string[] })

/** A module this version does not draw: kept so the page knows it was there, skipped by the renderer. */
export interface UnknownModule {
  id: string
  key: string
  unknown: true
}

export interface DiyPage {
  id: string
  title: string
  describe: string
  logo: string
  showBack: boolean
  /** Page background and side padding (header common_style). */
  pageBox: BoxStyle
  modules: Array<DiyModule | UnknownModule>
}

type Raw = Record<string, unknown>

const firstUrl = (value: unknown): string => str(obj(arr(value)[0]).url)
/** Links are `{page}` in DIY config; a plain string is accepted too. */
const linkOf = (value: unknown): string => (typeof value === 'string' ? value : str(obj(value).page))
const four = (raw: Raw, prefix: string, sides: string[]): [number, number, number, number] => {
  const all = num(raw[prefix])
  return sides.map((side) => num(raw[`${prefix}_${side}`], all)) as [number, number, number, number]
}
const SIDES = ['top', 'right', 'bottom', 'left']
const CORNERS = ['top_left', 'top_right', 'bottom_right', 'bottom_left']

export function parseBoxStyle(value: unknown): BoxStyle {
  const raw = obj(value)
  const borderSize = obj(raw.border_size)
  return {
    padding: four(raw, 'padding', SIDES),
    margin: four(raw, 'margin', SIDES),
    radius: four(raw, 'radius', CORNERS),
    colors: arr<Raw>(raw.color_list)
      .map((c) => ({ color: str(c.color), percentage: str(c.color_percentage) }))
      .filter((c) => c.color),
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

/** Manual picks (`data_type` '0') carry the row in `data` with optional new_title/new_cover; automatic rows come as they are. */
export function dataSourceRows(content: Raw, titleKey: 'title' | 'name' = 'title', coverKey = 'images'): Raw[] {
  if (str(content.data_type) === '1') return arr<Raw>(content.data_auto_list)
  return arr<Raw>(content.data_list).flatMap((pick) => {
    const row = obj(pick.data)
    if (!Object.keys(row).length) return []
    const title = str(pick.new_title)
    const cover = firstUrl(pick.new_cover)
    return [{ ...row, ...(title ? { [titleKey]: title } : {}), ...(cover ? { [coverKey]: cover } : {}) }]
  })
}

function parseDiyGoods(raw: Raw): DiyGoods {
  return {
    ...parseGoodsSummary(raw),
    hasSpecs: int(raw.is_exist_many_spec) === 1 || arr(obj(raw.specifications).choose).length > 0,
    specGroups: parseSpecGroups(raw.specifications),
    buyMin: int(raw.buy_min_number, 1),
    buyMax: int(raw.buy_max_number),
  }
}

function parseArticle(raw: Raw): DiyArticle {
  return {
    id: str(raw.id),
    title: str(raw.title),
    cover: str(raw.cover),
    describe: str(raw.describe),
    time: str(raw.add_time),
    views: int(raw.access_count),
    url: str(raw.url),
  }
}

const point = (value: unknown) => ({ x: int(obj(value).x, 1), y: int(obj(value).y, 1) })

type Body<K> = K extends DiyModule['key'] ? Omit<Extract<DiyModule, { key: K }>, 'id' | 'box'> : never

/** One reader per module key; a key missing here is an unknown module. */
const READERS: { [K in DiyModule['key']]: (c: Raw, s: Raw) => Body<K> } = {
  search: (c, s) => ({
    key: 'search',
    tips: str(c.is_tips_show, '1') === '1' ? str(c.tips) : '',
    buttonText: str(c.is_search_show) === '1' && str(c.search_type, 'text') === 'text' ? str(c.search_tips) : '',
    center: str(c.is_center) === '1',
    background: str(s.search_bg_color, '#ffffff'),
    radius: num(s.search_border_radius, 16),
  }),
  carousel: (c, s) => ({
    key: 'carousel',
    slides: arr<Raw>(c.carousel_list)
      .map((slide) => ({ title: str(slide.video_title), image: firstUrl(slide.carousel_img), link: linkOf(slide.carousel_link) }))
      .filter((slide) => slide.image),
    height: num(c.height, 150),
    fit: str(c.img_fit, 'cover'),
    interval: str(c.is_roll, '1') === '1' ? Math.max(1, num(c.interval_time, 3)) * 1000 : 0,
    radius: num(s.radius),
  }),
  'nav-group': (c) => ({
    key: 'nav-group',
    items: arr<Raw>(c.nav_content_list).map((item) => ({ title: str(item.title), image: firstUrl(item.img), link: linkOf(item.link) })),
    perRow: Math.max(1, int(c.single_line, 4)),
    navStyle: str(c.nav_style, 'image_with_text'),
  }),
  notice: (c, s) => ({
    key: 'notice',
    title: str(c.title),
    items: arr<Raw>(c.notice_list)
      .filter((item) => str(item.is_show, '1') === '1')
      .map((item) => ({ title: str(item.notice_title), link: linkOf(item.notice_link) })),
    interval: Math.max(1, num(s.interval_time, 3)) * 1000,
  }),
  title: (c) => ({
    key: 'title',
    title: str(c.title),
    subtitle: str(c.subtitle),
    link: linkOf(c.title_link),
    center: str(c.is_title_center) === '1',
    moreTitle: str(c.right_show) === '1' ? str(c.right_title) : '',
    moreLink: linkOf(c.right_link),
  }),
  'row-line': (c, s) => ({ key: 'row-line', lineStyle: str(c.styles, 'solid'), width: num(s.line_width, 1), color: str(s.line_color, '#eeeeee') }),
  'auxiliary-blank': (c, s) => ({ key: 'auxiliary-blank', height: num(c.height, 10), color: str(s.line_color) }),
  'rich-text': (c) => ({ key: 'rich-text', html: str(c.html) }),
  'img-magic': (c) => ({
    key: 'img-magic',
    cells: arr<Raw>(c.img_magic_list).map((cell) => ({
      image: firstUrl(cell.img),
      link: linkOf(cell.img_link),
      start: point(cell.start),
      end: point(cell.end),
    })),
    density: Math.max(1, int(c.magic_cube_density, 4)),
  }),
  'goods-list': (c) => ({
    key: 'goods-list',
    theme: str(c.theme, '0'),
    goods: dataSourceRows(c).map(parseDiyGoods),
    show: arr(c.is_show).map((v) => str(v)),
    button: { show: str(c.is_shop_show) === '1', text: str(c.shop_button_text), addsToCart: str(c.shop_button_effect) === '1' },
  }),
  'article-list': (c) => ({
    key: 'article-list',
    theme: str(c.theme, '0'),
    articles: dataSourceRows(c, 'title', 'cover').map(parseArticle),
    fields: arr(c.field_show).map((v) => str(v)),
  }),
}

function isKnown(key: string): key is DiyModule['key'] {
  return Object.prototype.hasOwnProperty.call(READERS, key)
}

export function parseDiyModule(raw: Raw, index: number): DiyModule | UnknownModule | null {
  if (str(raw.is_enable, '1') !== '1') return null
  const key = str(raw.key)
  const id = str(raw.id) || `${key}-${index}`
  if (!isKnown(key)) return { id, key, unknown: true }
  const com = obj(raw.com_data)
  const style = obj(com.style)
  const read = READERS[key] as (c: Raw, s: Raw) => Raw
  const body = read(obj(com.content), style)
  return { ...body, id, box: parseBoxStyle(style.common_style) } as DiyModule
}

export function isUnknownModule(module: DiyModule | UnknownModule): module is UnknownModule {
  return 'unknown' in module
}

export function parseDiyPage(data: unknown): DiyPage {
  const page = obj(obj(data).data)
  const config = obj(page.config)
  const header = obj(obj(config.header).com_data)
  const headerContent = obj(header.content)
  return {
    id: str(page.id),
    title: str(headerContent.title) || str(page.name),
    describe: str(page.describe),
    logo: str(page.logo),
    showBack: str(headerContent.is_left_back_btn_show, '1') === '1',
    pageBox: parseBoxStyle(obj(header.style).common_style),
    modules: arr<unknown>(config.diy_data)
      .filter((raw): raw is Raw => typeof raw === 'object' && raw !== null && !Array.isArray(raw))
      .map((raw, i) => parseDiyModule(raw, i))
      .filter((m): m is DiyModule | UnknownModule => m !== null),
  }
}

export function getDiyPage(id: string): Promise<ApiResult<DiyPage>> {
  return call(route('diy', 'index'), { id }, parseDiyPage, { silent: true })
}
