import { Image, Text, View } from '@tarojs/components'
import type { Raw } from '@/api/diy'
import type { CustomElement, CustomModule } from '@/api/diy-modules/content'
import { imageAlt } from '@/lib/a11y'
import { openUrl } from '@/lib/navigate'
import { DIY_UNIT, fillStyle, sizeOf } from '../box-style'
import { HScroll } from './h-scroll'

const DESIGN_WIDTH = 390

/** A dotted path of a data row ("goods.title"); a manual pick keeps the row under `data`. */
export function fieldOf(row: Raw, path: string): unknown {
  const walk = (from: unknown) =>
    path.split('.').reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Raw)[part] : undefined), from)
  const direct = walk(row)
  return direct === undefined || direct === '' ? walk(row.data) : direct
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return textOf((value[0] as Raw | undefined)?.url ?? value[0])
  return typeof value === 'object' ? '' : String(value)
}

/** The element's text: a `${field}` template, the listed fields joined, or its own text. */
export function elementText(element: CustomElement, row: Raw): string {
  if (element.text.includes('${')) return element.text.replace(/\$\{\s*([\w.]+)\s*\}/g, (_, field: string) => textOf(fieldOf(row, field)))
  if (element.text) return element.text
  return element.fields.map((field) => textOf(fieldOf(row, field))).join(' ')
}

/** The designer's display conditions (contains, empty, greater than ...) against the row. */
export function meetsCondition(element: CustomElement, row: Raw): boolean {
  const condition = element.condition
  if (!condition) return true
  const value = textOf(fieldOf(row, condition.field))
  const n = Number(value)
  const target = Number(condition.value)
  switch (condition.type) {
    case 'contains':
    case 'include':
      return value.includes(condition.value)
    case 'not-contains':
    case 'not_include':
      return !value.includes(condition.value)
    case 'empty':
    case 'is-empty':
      return value === ''
    case 'not-empty':
    case 'is-not-empty':
      return value !== ''
    case 'greater':
    case 'gt':
      return n > target
    case 'less':
    case 'lt':
      return n < target
    case 'equal':
    case 'eq':
      return value === condition.value
    default:
      return true
  }
}

const percent = (part: number, whole: number) => `${whole > 0 ? (part / whole) * 100 : 0}%`

function ElementView({ element, row, width, height }: { element: CustomElement; row: Raw; width: number; height: number }) {
  if (!meetsCondition(element, row)) return null
  const link = element.link || textOf(element.linkField ? fieldOf(row, element.linkField) : '')
  const box: Record<string, string> = {
    left: percent(element.x, width),
    top: percent(element.y, height),
    width: percent(element.width, width),
    height: percent(element.height, height),
    ...fillStyle(element.fill),
  }
  if (element.radius) box.borderRadius = sizeOf(element.radius, DIY_UNIT)
  if (element.border) box.border = `${sizeOf(element.border.width, DIY_UNIT)} ${element.border.style} ${element.border.color}`
  const open = link ? () => openUrl(link) : undefined
  let inner: JSX.Element | null = null
  if (element.key === 'text') {
    inner = (
      <Text
        className={`diy-custom__text ${element.lines ? 'diy-custom__text--clamp' : ''}`}
        style={{
          color: element.color,
          fontSize: sizeOf(element.size, DIY_UNIT),
          fontWeight: element.bold ? 'bold' : 'normal',
          textAlign: element.align as 'left',
          WebkitLineClamp: element.lines || undefined,
        }}
      >
        {elementText(element, row)}
      </Text>
    )
  } else if (element.key === 'img') {
    const src = element.image || textOf(element.imageField ? fieldOf(row, element.imageField) : '')
    inner = src ? <Image className='diy-custom__image' src={src} mode='aspectFill' {...imageAlt('')} /> : null
  } else if (element.key === 'auxiliary-line') {
    inner = <View className='diy-custom__line' style={{ borderTop: `1px solid ${element.color}` }} />
  } else if (element.key === 'custom-group') {
    inner = (
      <>
        {element.children.map((child, i) => (
          <ElementView key={i} element={child} row={row} width={element.width} height={element.height} />
        ))}
      </>
    )
  }
  return (
    <View className='diy-custom__element' style={box} onClick={open}>
      {inner}
    </View>
  )
}

/** One drawing of the design: a box of the design's proportions (390 wide) with its elements placed in it. */
function Design({ custom, row }: { custom: CustomModule; row: Raw }) {
  return (
    <View className='diy-custom__design' style={{ paddingTop: percent(custom.height, DESIGN_WIDTH) }} data-testid='diy-custom-row'>
      {custom.elements.map((element, i) => (
        <ElementView key={i} element={element} row={row} width={DESIGN_WIDTH} height={custom.height} />
      ))}
    </View>
  )
}

/** The free-form custom module: its design once (static) or once per data row, stacked or sideways. */
export function DiyCustomView({ custom }: { custom: CustomModule }) {
  const designs = custom.rows.map((row, i) => (
    <View
      key={i}
      className='diy-custom__item'
      style={
        custom.direction === 'horizontal'
          ? { width: `${100 / custom.perSlide}%`, paddingRight: sizeOf(custom.columnGap, DIY_UNIT) }
          : { marginBottom: sizeOf(custom.rowGap, DIY_UNIT) }
      }
    >
      <Design custom={custom} row={row} />
    </View>
  ))
  return custom.direction === 'horizontal' ? (
    <HScroll className='diy-custom diy-custom--horizontal' testId='diy-custom'>
      {designs}
    </HScroll>
  ) : (
    <View className='diy-custom' data-testid='diy-custom'>
      {designs}
    </View>
  )
}
