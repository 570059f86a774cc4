import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { IconName } from './icon-names'
import './icon.scss'
import './icons.scss'

interface Props {
  name: IconName
  /** Size in design px (750-wide units, like the stylesheets); default 40, or what a class sets. */
  size?: number
  /** CSS colour; default the surrounding text colour (var(--main) for the theme colour). */
  color?: string
  /** What the icon means when nothing next to it says so (an icon-only button): read by screen readers. */
  label?: string
  className?: string
}

/**
 * One icon of the shop's set (Lucide, see icon-names.ts), painted in `currentColor`. Decorative unless a
 * `label` is given: the text next to it already says what it is.
 */
export function Icon({ name, size, color, label, className }: Props) {
  const style: Record<string, string> = {}
  if (size) style.width = style.height = Taro.pxTransform(size)
  if (color) style.color = color
  return (
    <View
      className={`icon icon--${name}${className ? ` ${className}` : ''}`}
      style={style}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': 'true' })}
    />
  )
}
