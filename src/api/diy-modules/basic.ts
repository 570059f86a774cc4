// Readers of the page builder's display modules (api-plugins-2 2.4): they load with their renderers
// (src/components/diy/families/basic.tsx), not with the page frame.
import { arr, int, num, obj, str } from '../parse'
import { firstUrl, intervalMs, isOn, linkOf, parseFill, parseSearchBox, parseSlides, strings, type DiySlide, type Fill, type Raw, type SearchBox } from '../diy'

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

export interface MagicCell {
  image: string
  link: string
  /** Grid cells, 1-based and inclusive, on a density x density board. */
  start: { x: number; y: number }
  end: { x: number; y: number }
}

export interface ImgMagicModule {
  cells: MagicCell[]
  density: number
  /** Board height in design px; 0 = square. */
  height: number
  spacing: number
  radius: number
  fit: string
}

const point = (value: unknown) => ({ x: int(obj(value).x, 1), y: int(obj(value).y, 1) })

export const readImgMagic = (c: Raw, s: Raw): ImgMagicModule => ({
  cells: arr<Raw>(c.img_magic_list)
    .map((raw) => {
      const cell = obj(raw)
      return { image: firstUrl(cell.img), link: linkOf(cell.img_link), start: point(cell.start), end: point(cell.end) }
    })
    .filter((cell) => cell.image),
  density: Math.max(1, int(c.magic_cube_density, 4)),
  height: num(c.container_height),
  spacing: num(s.image_spacing),
  radius: num(s.radius ?? s.img_radius),
  fit: str(c.img_fit, 'cover'),
})

export interface HotZoneModule {
  image: string
  width: number
  height: number
  zones: Array<{ x: number; y: number; width: number; height: number; link: string }>
}

export const readHotZone = (c: Raw): HotZoneModule => {
  const hot = obj(c.hot)
  return {
    image: firstUrl(c.img),
    width: num(hot.img_width, 390),
    height: num(hot.img_height, 200),
    zones: arr<Raw>(hot.data).map((raw) => {
      const zone = obj(raw)
      return {
        x: num(obj(zone.drag_start).x),
        y: num(obj(zone.drag_start).y),
        width: num(obj(zone.drag_end).width),
        height: num(obj(zone.drag_end).height),
        link: linkOf(zone.link),
      }
    }),
  }
}

export interface VideoModule {
  url: string
  poster: string
  /** Height over width ('16:9' -> 0.5625). */
  ratio: number
}

export const readVideo = (c: Raw): VideoModule => {
  const [w, h] = str(c.video_ratio, '16:9')
    .split(':')
    .map((n) => num(n))
  return { url: firstUrl(c.video), poster: firstUrl(c.video_img), ratio: w > 0 && h > 0 ? h / w : 9 / 16 }
}

export interface RichTextModule {
  html: string
}

export const readRichText = (c: Raw): RichTextModule => ({ html: str(c.html) })

export interface UserInfoModule {
  parts: string[]
  icons: Array<{ image: string; link: string }>
  user: {
    avatar: string
    name: string
    numberCode: string
    stats: Array<{ key: string; value: number }>
  } | null
}

const USER_STATS = ['order_count', 'goods_favor_count', 'goods_browse_count', 'integral_number']

/** The flat fields v6.6.0 sends (api-plugins-2 defect 6: not `data.user.*`). */
export const readUserInfo = (c: Raw): UserInfoModule => {
  const data = obj(c.data)
  const parts = strings(c.config)
  const signedIn = Boolean(str(data.user_name_view) || str(data.user_avatar) || str(data.user_number_code))
  return {
    parts,
    icons: arr<Raw>(c.icon_setting)
      .map((raw) => ({ image: firstUrl(obj(raw).img), link: linkOf(obj(raw).link) }))
      .filter((icon) => icon.image),
    user: signedIn
      ? {
          avatar: str(data.user_avatar),
          name: str(data.user_name_view),
          numberCode: str(data.user_number_code),
          stats: USER_STATS.filter((key) => !parts.length || parts.includes(key)).map((key) => ({ key, value: int(data[key]) })),
        }
      : null,
  }
}

export interface FloatWindowModule {
  image: string
  /** 'link' | 'quick_nav' | 'lang' | 'customer_service' */
  action: string
  link: string
  /** 'diffuse' pulsing rings, 'shadow', or plain */
  look: string
  color: string
  right: boolean
  /** Distance from the bottom, 0..1 of the screen height. */
  bottom: number
}

export const readFloatWindow = (c: Raw, s: Raw): FloatWindowModule => ({
  image: firstUrl(c.button_img),
  action: str(c.button_jump, 'link'),
  link: linkOf(c.button_link),
  look: str(s.float_style),
  color: str(s.float_style_color, 'rgba(255,0,54,0.3)'),
  right: str(s.display_location, 'right') !== 'left',
  bottom: Math.min(0.9, Math.max(0, num(s.offset_number_percentage, 0.1))),
})
