// Readers of the page builder's content modules (api-plugins-2 2.4): articles and their tabs, the mixed
// tabs and magic cube, the free-form custom module. They load with their renderers (families/content.tsx).
import { arr, int, num, obj, str } from '../parse'
import { firstUrl, intervalMs, isOn, linkOf, parseFill, strings, type Fill, type Raw } from '../diy'
import { dataSourceRows, parseDiyArticle, parseDiyGoods, type DiyArticle, type DiyGoods } from './rows'
import { readGoodsList, type GoodsListModule } from './goods'
import { readTabBarLook, tabsOf, type TabbedModule } from './tabs'

export interface ArticleListModule {
  /** '0' single column, '1' two columns, '2' big image, '3' no image, '4' slide. */
  theme: string
  articles: DiyArticle[]
  /** '0' time, '1' views, '2' description, '3' title */
  fields: string[]
  descLines: number
  titleOverImage: boolean
  spacing: number
  imageRadius: number
  titleColor: string
}

export function readArticleDisplay(c: Raw, s: Raw, articles: DiyArticle[], themeKey = 'theme'): ArticleListModule {
  return {
    theme: str(c[themeKey], '0'),
    articles,
    fields: c.field_show === undefined ? ['0', '3'] : strings(c.field_show),
    descLines: Math.max(1, int(c.field_desc_row, 1)),
    titleOverImage: isOn(c.name_float),
    spacing: num(s.article_spacing, 10),
    imageRadius: num(s.img_radius, 4),
    titleColor: str(s.name_color, '#333333'),
  }
}

const articlesOf = (c: Raw) => dataSourceRows(c, 'title', 'cover').map(parseDiyArticle)

export const readArticleList = (c: Raw, s: Raw): ArticleListModule => readArticleDisplay(c, s, articlesOf(c))

export type ArticleTabsModule = TabbedModule<ArticleListModule>

export const readArticleTabs = (c: Raw, s: Raw): ArticleTabsModule => ({
  bar: readTabBarLook(c, s),
  tabs: tabsOf(c, (tab) => readArticleDisplay({ ...c, theme: c.article_theme ?? c.theme }, s, articlesOf(tab))),
})

export interface CustomElement {
  key: string
  /** Position and size in design px inside the module box. */
  x: number
  y: number
  width: number
  height: number
  /** Static text or a `${field}` template, else the data fields joined. */
  text: string
  fields: string[]
  image: string
  imageField: string
  link: string
  linkField: string
  color: string
  size: number
  bold: boolean
  align: string
  lines: number
  fill: Fill
  radius: number
  border: { width: number; color: string; style: string } | null
  /** Shown only when the row meets it: field, operator, value. */
  condition: { field: string; type: string; value: string } | null
  children: CustomElement[]
}

export interface CustomModule {
  /** Empty for a static design; otherwise each row of `rows` is drawn with the design. */
  source: string
  rows: Raw[]
  direction: string
  perSlide: number
  height: number
  elements: CustomElement[]
  rowGap: number
  columnGap: number
}

const ids = (value: unknown): string[] => (Array.isArray(value) ? strings(value) : str(value) ? str(value).split(';') : [])

function readElement(raw: Raw): CustomElement {
  const com = obj(raw.com_data)
  const location = obj(raw.location)
  const condition = obj(com.condition)
  return {
    key: str(raw.key),
    x: num(location.x),
    y: num(location.y),
    width: num(com.com_width, 50),
    height: num(com.com_height, 20),
    text: str(com.text_captions) + str(com.text_title),
    fields: ids(obj(com.data_source_field).id),
    image: firstUrl(com.img),
    imageField: str(obj(com.data_source_field).id),
    link: linkOf(com.text_link ?? com.link),
    linkField: str(obj(com.data_source_link_field).id),
    color: str(com.text_color ?? com.line_color, '#333333'),
    size: num(com.text_size, 12),
    bold: ['bold', '500'].includes(str(com.text_weight)),
    align: str(com.text_location, 'left'),
    lines: int(com.width_omit_num),
    fill: parseFill(com),
    radius: num(obj(com.bg_radius).radius ?? com.img_radius ?? com.border_radius),
    border: isOn(com.border_show) ? { width: num(com.border_size, 1), color: str(com.border_color, '#eeeeee'), style: str(com.border_style, 'solid') } : null,
    condition: str(condition.field) ? { field: str(condition.field), type: str(condition.type), value: str(condition.value) } : null,
    children: arr<Raw>(com.custom_list).map((child) => readElement(obj(child))),
  }
}

export const readCustom = (c: Raw, s: Raw): CustomModule => {
  const source = str(c.data_source)
  const content = obj(c.data_source_content)
  // Manual picks keep the row and their overrides side by side; new_title renames the title (or name).
  const rows = !source
    ? [{}]
    : str(content.data_type) === '1'
      ? arr<Raw>(content.data_auto_list).map(obj)
      : arr<Raw>(content.data_list)
          .map(obj)
          .map((pick) => {
            const title = str(pick.new_title)
            const renamed = title ? { title, name: title } : {}
            return Object.keys(obj(pick.data)).length ? { ...obj(pick.data), ...pick, ...renamed } : pick
          })
  return {
    source,
    rows,
    direction: str(c.data_source_direction, 'vertical'),
    perSlide: Math.max(1, int(c.data_source_carousel_col, 1)),
    height: num(c.height, 100),
    elements: arr<Raw>(c.custom_list).map((raw) => readElement(obj(raw))),
    rowGap: num(s.row_gap),
    columnGap: num(s.column_gap),
  }
}

export type DataTabBody =
  { kind: 'goods'; goods: GoodsListModule } | { kind: 'article'; articles: ArticleListModule } | { kind: 'custom'; custom: CustomModule }

export type DataTabsModule = TabbedModule<DataTabBody>

function dataTabBody(tab: Raw): DataTabBody {
  const type = str(tab.tabs_data_type, 'goods')
  const config = obj(tab[`${type}_config`])
  const c = obj(config.content)
  const s = obj(config.style)
  if (type === 'article') return { kind: 'article', articles: readArticleList(c, s) }
  if (type === 'custom') return { kind: 'custom', custom: readCustom(c, s) }
  return { kind: 'goods', goods: readGoodsList(c, s) }
}

export const readDataTabs = (c: Raw, s: Raw): DataTabsModule => ({ bar: readTabBarLook(c, s), tabs: tabsOf(c, dataTabBody) })

export type MagicCellBody =
  | { kind: 'goods'; title: string; subtitle: string; goods: DiyGoods[]; perSlide: number }
  | { kind: 'images'; images: Array<{ image: string; link: string }>; fit: string }
  | { kind: 'custom'; custom: CustomModule }
  | { kind: 'video'; url: string; poster: string }

export interface DataMagicCell {
  start: { x: number; y: number }
  end: { x: number; y: number }
  body: MagicCellBody
  fill: Fill
}

export interface DataMagicModule {
  density: number
  height: number
  spacing: number
  radius: number
  interval: number
  cells: DataMagicCell[]
}

const point = (value: unknown) => ({ x: int(obj(value).x, 1), y: int(obj(value).y, 1) })

function magicBody(content: Raw): MagicCellBody {
  const type = str(content.data_type, 'images')
  if (type === 'goods') {
    return {
      kind: 'goods',
      title: str(content.heading_title),
      subtitle: str(content.subtitle),
      goods: arr<Raw>(content.goods_list)
        .map(obj)
        .map((row) => parseDiyGoods(Object.keys(obj(row.data)).length ? obj(row.data) : row)),
      perSlide: Math.max(1, int(content.goods_num, 1)),
    }
  }
  if (type === 'custom') return { kind: 'custom', custom: readCustom(content, obj(content.style)) }
  if (type === 'video') return { kind: 'video', url: firstUrl(content.video), poster: firstUrl(content.video_img) }
  return {
    kind: 'images',
    images: arr<Raw>(content.images_list)
      .map(obj)
      .map((item) => ({ image: firstUrl(item.carousel_img), link: linkOf(item.carousel_link) }))
      .filter((item) => item.image),
    fit: str(content.fit, 'cover'),
  }
}

export const readDataMagic = (c: Raw, s: Raw): DataMagicModule => ({
  density: Math.max(1, int(c.magic_cube_density, 4)),
  height: num(c.container_height),
  spacing: num(s.image_spacing),
  radius: num(s.data_radius ?? s.img_radius),
  interval: intervalMs(s.interval_time),
  cells: arr<Raw>(c.data_magic_list)
    .map(obj)
    .map((cell) => ({ start: point(cell.start), end: point(cell.end), body: magicBody(obj(cell.data_content)), fill: parseFill(obj(cell.data_style)) })),
})
