// Readers of the page builder's less common display modules (api-plugins-2 2.4): image cubes, hot zones,
// video, rich text, the shopper's card and the float button. They load with their renderers
// (src/components/diy/families/extras.tsx, rich-text.tsx), apart from the common ones in ./basic.
import { arr, int, num, obj, str } from '../parse'
import { firstUrl, linkOf, strings, type Raw } from '../diy'

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
