import type { BoxStyle, Fill } from '@/api/diy'

/** DIY sizes are design px of a 390-wide screen: CSS px on the web, doubled to rpx on mini-programs. */
export type SizeUnit = 'px' | 'rpx'

export const DIY_UNIT: SizeUnit = process.env.TARO_ENV === 'h5' ? 'px' : 'rpx'

export function sizeOf(value: number, unit: SizeUnit): string {
  if (!value) return '0'
  return unit === 'rpx' ? `${value * 2}rpx` : `${value}px`
}

const sides = (values: number[], unit: SizeUnit) => values.map((v) => sizeOf(v, unit)).join(' ')

/** Only a plain URL goes into CSS `url()`: quotes, backslashes or line breaks could end the value. */
function cssUrl(url: string): string {
  return /^[^"'\\\s()]+$/.test(url) ? `url("${url}")` : ''
}

const IMAGE_PLACEMENT: Record<string, Record<string, string>> = {
  '0': { backgroundPosition: 'top center', backgroundSize: '100% auto', backgroundRepeat: 'no-repeat' },
  '1': { backgroundPosition: 'bottom center', backgroundSize: '100% auto', backgroundRepeat: 'no-repeat' },
  '2': { backgroundPosition: 'center', backgroundSize: '100% auto', backgroundRepeat: 'no-repeat' },
  '3': { backgroundRepeat: 'repeat' },
  '4': { backgroundPosition: 'center', backgroundSize: 'cover', backgroundRepeat: 'no-repeat' },
}

function gradient(fill: Pick<Fill, 'colors' | 'direction'>): string {
  const stops = fill.colors.map((c) => (c.percentage !== '' && !Number.isNaN(Number(c.percentage)) ? `${c.color} ${Number(c.percentage)}%` : c.color))
  return `linear-gradient(${fill.direction || '180deg'}, ${stops.join(', ')})`
}

/** A designer fill (colour list, direction, image) as background properties; {} when empty. */
export function fillStyle(fill: Fill): Record<string, string> {
  const style: Record<string, string> = {}
  const layers: string[] = []
  const image = fill.image ? cssUrl(fill.image) : ''
  if (image) {
    layers.push(image)
    Object.assign(style, IMAGE_PLACEMENT[fill.imageStyle] ?? IMAGE_PLACEMENT['2'])
  }
  if (fill.colors.length > 1) layers.push(gradient(fill))
  else if (fill.colors.length === 1) style.backgroundColor = fill.colors[0].color
  if (layers.length) style.backgroundImage = layers.join(', ')
  return style
}

/** A badge count as shown: nothing for 0, "99+" above 99. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : count > 0 ? String(count) : ''
}

/** A module's outer box (common_style) as an inline style: padding, margin, radius, background, shadow, border. */
export function boxStyle(box: BoxStyle, unit: SizeUnit = DIY_UNIT): Record<string, string> {
  const style: Record<string, string> = {}
  if (box.padding.some(Boolean)) style.padding = sides(box.padding, unit)
  // floating_up pulls the module up over the one before it.
  const margin = [box.margin[0] - box.floatingUp, box.margin[1], box.margin[2], box.margin[3]]
  if (margin.some(Boolean)) style.margin = sides(margin, unit)
  if (box.radius.some(Boolean)) {
    style.borderRadius = sides(box.radius, unit)
    style.overflow = 'hidden'
  }
  Object.assign(style, fillStyle({ colors: box.colors, direction: box.direction, image: box.backgroundImage, imageStyle: box.backgroundImageStyle }))
  const { x, y, blur, spread, color } = box.shadow
  if (color && (x || y || blur || spread)) style.boxShadow = `${sizeOf(x, unit)} ${sizeOf(y, unit)} ${sizeOf(blur, unit)} ${sizeOf(spread, unit)} ${color}`
  if (box.border.show) {
    style.borderStyle = box.border.style
    style.borderColor = box.border.color
    style.borderWidth = sides(box.border.width.some(Boolean) ? box.border.width : [1, 1, 1, 1], unit)
  }
  if (box.zIndex) {
    style.position = 'relative'
    style.zIndex = String(box.zIndex)
  }
  return style
}
export const dp = (value: number): string => sizeOf(value, DIY_UNIT)
/** A font size from the page config, never below 11 (design px of a 375-wide phone): smaller text is unreadable. */
export const fontDp = (value: number): string => dp(Math.max(value, 11))
