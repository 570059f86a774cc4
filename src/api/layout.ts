import { cssTextStyle } from '@/lib/css-text'
import { getItem, setItem } from '@/stores/storage'
import { call, route } from './client'
import { parseGoodsSummary, type GoodsSummary } from './goods-summary'
import { arr, int, obj, str } from './parse'
import type { ApiResult } from './types'

/**
 * The drag-layout builder's data (api-plugins-2 2.5): rows of 12-column cells, each cell a stack of modules.
 * Used by pages/design, the home in data_mode 2, and the shop plugin's design pages.
 */
type Raw = Record<string, unknown>
export type CssStyle = Record<string, string>

export interface LayoutLink {
  image: string
  url: string
  title: string
  desc: string
}

export type LayoutModule =
  | { type: 'images'; image: string; url: string; style: CssStyle }
  /** 'rolling' sideways strip, 'list' stacked, 'routine' slides. */
  | { type: 'many-images'; items: LayoutLink[]; show: string; itemWidth: number; style: CssStyle }
  /** 'rolling' strip, 'leftright' image beside text, 'updown' image over text (grid). */
  | { type: 'images-text'; items: LayoutLink[]; show: string; style: CssStyle }
  | { type: 'images-magic-cube'; items: LayoutLink[]; show: string; style: CssStyle }
  | { type: 'video'; video: string; style: CssStyle }
  /** 'rolling' strip, 'leftright' rows, else a grid. */
  | { type: 'goods'; goods: GoodsSummary[]; show: string; style: CssStyle }
  | { type: 'title'; title: string; vice: string; more: string; moreUrl: string; style: CssStyle }
  | { type: 'custom'; html: string; style: CssStyle }

export interface LayoutColumn {
  /** Share of the 12-column row. */
  span: number
  style: CssStyle
  modules: LayoutModule[]
}

export interface LayoutRow {
  style: CssStyle
  columns: LayoutColumn[]
}

const styleOf = (config: Raw): CssStyle => cssTextStyle(obj(config.frontend_config).style)

function links(value: unknown): LayoutLink[] {
  return arr<Raw>(value)
    .map(obj)
    .map((item) => ({ image: str(item.images), url: str(item.url), title: str(item.title), desc: str(item.desc) }))
}

function parseModule(raw: Raw): LayoutModule | null {
  const config = obj(raw.config)
  const style = styleOf(config)
  const show = str(config.view_list_show_style)
  switch (str(raw.value)) {
    case 'images':
      return str(config.images) ? { type: 'images', image: str(config.images), url: str(config.url), style } : null
    case 'many-images':
      return {
        type: 'many-images',
        items: links(config.data_list),
        show: show || 'routine',
        itemWidth: int(obj(config.view_list_show_style_value_arr).item_width, 120),
        style,
      }
    case 'images-text':
      return { type: 'images-text', items: links(config.data_list), show: show || 'updown', style }
    case 'images-magic-cube':
      return { type: 'images-magic-cube', items: links(config.data_list), show: show || 'g4', style }
    case 'video':
      return str(config.video) ? { type: 'video', video: str(config.video), style } : null
    case 'goods':
      return { type: 'goods', goods: arr<Raw>(config.data_list).map((g) => parseGoodsSummary(obj(g))), show, style }
    case 'title':
      return { type: 'title', title: str(config.title), vice: str(config.title_vice), more: str(config.title_more), moreUrl: str(config.title_more_url), style }
    case 'custom':
      return { type: 'custom', html: str(config.custom), style }
    default:
      return null
  }
}

/** A row is drawn only when it is on and has one cell per share of its `value` ("6:6"). */
export function parseLayout(value: unknown): LayoutRow[] {
  return arr<Raw>(value)
    .map(obj)
    .flatMap((row) => {
      const shares = arr(row.value_arr).map((n) => int(n))
      const cells = arr<Raw>(row.children).map(obj)
      if (int(row.status, 1) !== 1 || !cells.length || cells.length !== shares.length) return []
      return [
        {
          style: styleOf(obj(row.config)),
          columns: cells.map((cell, i) => ({
            span: Math.min(12, Math.max(1, shares[i] || 12)),
            style: styleOf(obj(cell.config)),
            modules: arr<Raw>(cell.children)
              .map((m) => parseModule(obj(m)))
              .filter((m): m is LayoutModule => m !== null),
          })),
        },
      ]
    })
}

export interface DesignPage {
  id: string
  name: string
  logo: string
  seoTitle: string
  seoDesc: string
  /** A search box over the layout. */
  withSearch: boolean
  /** The end line under it. */
  withEndLine: boolean
  rows: LayoutRow[]
}

/** design/index `data`: `{data: page row, layout_data: rows}`. */
export function parseDesignPage(data: unknown): DesignPage {
  const answer = obj(data)
  const page = obj(answer.data)
  return {
    id: str(page.id),
    name: str(page.name),
    logo: str(page.logo),
    seoTitle: str(page.seo_title),
    seoDesc: str(page.seo_desc),
    withSearch: int(page.is_header, 1) === 1,
    withEndLine: int(page.is_footer, 1) === 1,
    rows: parseLayout(answer.layout_data),
  }
}

const cacheKey = (id: string) => `cache_design_page_data_key${id}` as const

/** The layout page as last seen on this device (null when never opened or unreadable). */
export function cachedDesignPage(id: string): DesignPage | null {
  const saved = id ? getItem(cacheKey(id)) : undefined
  if (!saved) return null
  try {
    const page = parseDesignPage(saved)
    return page.id ? page : null
  } catch {
    return null
  }
}

export function getDesignPage(id: string): Promise<ApiResult<DesignPage>> {
  return call(
    route('design', 'index'),
    { id, is_cache: 0 },
    (data) => {
      const page = parseDesignPage(data)
      if (page.id) setItem(cacheKey(id), obj(data))
      return page
    },
    { silent: true },
  )
}

export interface CustomView {
  id: string
  name: string
  logo: string
  html: string
  seoTitle: string
  seoDesc: string
  withSearch: boolean
  withEndLine: boolean
  /** Edge to edge, without the page's side margins. */
  fullScreen: boolean
}

export function parseCustomView(data: unknown): CustomView {
  const view = obj(obj(data).data)
  return {
    id: str(view.id),
    name: str(view.name),
    logo: str(view.logo),
    html: str(view.html_content),
    seoTitle: str(view.seo_title),
    seoDesc: str(view.seo_desc),
    withSearch: int(view.is_header) === 1,
    withEndLine: int(view.is_footer) === 1,
    fullScreen: int(view.is_full_screen) === 1,
  }
}

/** customview/index (no client cache, api-plugins-2 2.6). */
export function getCustomView(id: string): Promise<ApiResult<CustomView>> {
  return call(route('customview', 'index'), { id }, parseCustomView, { silent: true })
}
