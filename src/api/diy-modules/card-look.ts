// The card look plugin list modules share (api-plugins-2 2.4: shop, realstore, ask, binding, activity):
// the gap between cards, their corners and fill, the title colour, how many a slide shows. Each plugin
// names its style keys after itself (`shop_radius`, `ask_color_list` ...).
import { int, num, obj, str } from '../parse'
import { intervalMs, isOn, parseFill, type Fill, type Raw } from '../diy'

export interface CardLook {
  /** Between cards, design px. */
  spacing: number
  radius: number
  imageRadius: number
  fill: Fill
  titleColor: string
  /** Slide themes: cards a slide shows at once. */
  perSlide: number
  /** Slide themes: milliseconds between slides, 0 for none. */
  interval: number
}

/** A corner setting: a number, or `{radius}` (the designer's "all corners" value). */
export const cornerOf = (value: unknown, fallback = 0): number =>
  typeof value === 'object' && value !== null ? num(obj(value).radius, fallback) : num(value, fallback)

export function readCardLook(c: Raw, s: Raw, prefix: string): CardLook {
  return {
    spacing: num(s.content_outer_spacing, 10),
    radius: cornerOf(s[`${prefix}_radius`], 8),
    imageRadius: cornerOf(s[`${prefix}_img_radius`] ?? s.img_radius, 4),
    fill: parseFill(s, `${prefix}_`),
    titleColor: str(s[`${prefix}_title_color`] ?? s.title_color),
    perSlide: Math.max(1, int(c.carousel_col, 2)),
    interval: isOn(s.is_roll) ? intervalMs(s.interval_time) : 0,
  }
}
