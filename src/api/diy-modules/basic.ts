// Readers of the page builder's display modules (api-plugins-2 2.4): they load with their renderers
// (src/components/diy/families/basic.tsx), not with the page frame.
import { arr, int, num, obj, str } from '../parse'
import { firstUrl, intervalMs, isOn, linkOf, parseFill, parseSearchBox, parseSlides, type DiySlide, type Fill, type Raw, type SearchBox } from '../diy'

export type SearchModule = SearchBox

export const readSearch = (c: Raw, s: Raw): SearchModule => parseSearchBox(c, s)

/** Page dots or a "2/5" counter under a slide set. */
export interface Indicator {
  show: boolean
  numbers: boolean
  color: string
  activeColor: string
}

export function readIndicator(c: Raw, s: Raw): Indicator {
  return {
    show: isOn(c.is_show ?? s.is_show, '1'),
    numbers: str(s.indicator_style ?? c.indicator_style) === 'num',
    color: str(s.indicator_color, 'rgba(0,0,0,0.2)'),
    activeColor: str(s.actived_color),
  }
}

export interface CarouselModule {
  /** 'inherit' one slide a page, 'card' the centre slide large, 'oneDragOne' / 'twoDragOne' show the next one peeking. */
  type: string
  height: number
  fit: string
  interval: number
  slides: DiySlide[]
  radius: number
  spacing: number
  indicator: Indicator
  video: { show: boolean; icon: string; titleColor: string }
}

export const readCarousel = (c: Raw, s: Raw): CarouselModule => ({
  type: str(c.carousel_type, 'inherit'),
  height: num(c.height, 150),
  fit: str(c.img_fit, 'cover'),
  interval: isOn(c.is_roll ?? s.is_roll, '1') ? intervalMs(c.interval_time ?? s.interval_time) : 0,
  slides: parseSlides(c.carousel_list),
  radius: num(s.radius),
  spacing: num(s.image_spacing),
  indicator: readIndicator(c, s),
  video: { show: isOn(s.video_is_show, '1'), icon: str(s.video_type) === 'img' ? firstUrl(s.video_img) : '', titleColor: str(s.video_title_color, '#ffffff') },
})

export interface Subscript {
  text: string
  image: string
  color: string
  background: string
}

export interface NavItem {
  title: string
  image: string
  link: string
  subscript: Subscript | null
}

export interface NavGroupModule {
  /** 'image_with_text' | 'image' | 'text' */
  navStyle: string
  /** Slide pages of `rows` x `perRow`, or every item in one grid. */
  slide: boolean
  rows: number
  perRow: number
  items: NavItem[]
  imageSize: number
  radius: number
  titleColor: string
  titleSize: number
  indicator: Indicator
  interval: number
}

function readSubscript(value: unknown): Subscript | null {
  const sub = obj(value)
  const c = obj(sub.content)
  const s = obj(sub.style)
  if (!isOn(c.seckill_subscript_show)) return null
  const image = str(c.subscript_type) === 'img-icon' ? firstUrl(c.subscript_img_src) : ''
  const text = image ? '' : str(c.subscript_text)
  if (!image && !text) return null
  return { text, image, color: str(s.text_color, '#ffffff'), background: str(obj(arr(s.background_color_list)[0]).color, '') }
}

export const readNavGroup = (c: Raw, s: Raw): NavGroupModule => ({
  navStyle: str(c.nav_style, 'image_with_text'),
  slide: str(c.display_style) === 'slide',
  rows: Math.max(1, int(c.row, 1)),
  perRow: Math.max(1, int(c.single_line, 4)),
  items: arr<Raw>(c.nav_content_list).map((raw) => {
    const item = obj(raw)
    return { title: str(item.title), image: firstUrl(item.img), link: linkOf(item.link), subscript: readSubscript(item.subscript) }
  }),
  imageSize: num(s.img_size, 44),
  radius: num(s.radius, 22),
  titleColor: str(s.title_color),
  titleSize: num(s.title_size, 12),
  indicator: readIndicator(c, s),
  interval: isOn(s.is_roll) ? intervalMs(s.interval_time) : 0,
})

export interface NoticeModule {
  /** One-line ticker, or a card with a title and the list. */
  ticker: boolean
  vertical: boolean
  title: string
  titleImage: string
  items: Array<{ title: string; link: string }>
  more: { title: string; link: string } | null
  interval: number
  fill: Fill
  titleColor: string
  textColor: string
  height: number
}

export const readNotice = (c: Raw, s: Raw): NoticeModule => ({
  ticker: str(c.notice_style, 'inherit') === 'inherit',
  vertical: str(c.direction, 'vertical') === 'vertical',
  title: str(c.title_type) === 'img-icon' ? '' : str(c.title),
  titleImage: str(c.title_type) === 'img-icon' ? firstUrl(c.img_src) : '',
  items: arr<Raw>(c.notice_list)
    .map(obj)
    .filter((item) => str(item.is_show, '1') === '1')
    .map((item) => ({ title: str(item.notice_title), link: linkOf(item.notice_link) }))
    .filter((item) => item.title),
  more: isOn(c.is_right_button) ? { title: str(c.right_title), link: linkOf(c.more_link) } : null,
  interval: intervalMs(s.interval_time),
  fill: parseFill(s, 'container_'),
  titleColor: str(s.title_color),
  textColor: str(s.news_color ?? s.news_title_color),
  height: num(s.container_height, 38),
})

export interface TitleModule {
  title: string
  subtitle: string
  link: string
  centered: boolean
  icon: string
  keywords: Array<{ title: string; link: string }>
  more: { title: string; link: string } | null
  color: string
  size: number
  bold: boolean
  subtitleColor: string
  keywordColor: string
  moreColor: string
}

export const readTitle = (c: Raw, s: Raw): TitleModule => ({
  title: str(c.title),
  subtitle: str(c.subtitle),
  link: linkOf(c.title_link),
  centered: isOn(c.is_title_center),
  icon: firstUrl(c.img_src),
  keywords: isOn(c.keyword_show)
    ? arr<Raw>(c.keyword_list)
        .map(obj)
        .filter((k) => str(k.is_show, '1') === '1' && str(k.title))
        .map((k) => ({ title: str(k.title), link: linkOf(k.link) }))
    : [],
  more: isOn(c.right_show) ? { title: str(c.right_title), link: linkOf(c.right_link) } : null,
  color: str(s.title_color, '#333333'),
  size: num(s.title_size, 16),
  bold: str(s.title_weight, 'bold') === 'bold',
  subtitleColor: str(s.subtitle_color, '#999999'),
  keywordColor: str(s.keyword_color, '#666666'),
  moreColor: str(s.right_color, '#999999'),
})

export interface RowLineModule {
  lineStyle: string
  width: number
  color: string
}

export const readRowLine = (c: Raw, s: Raw): RowLineModule => ({
  lineStyle: str(c.styles, 'solid'),
  width: num(s.line_width, 1),
  color: str(s.line_color, '#eeeeee'),
})

export interface BlankModule {
  height: number
  color: string
}

export const readBlank = (c: Raw, s: Raw): BlankModule => ({ height: num(c.height, 10), color: str(s.line_color) })
