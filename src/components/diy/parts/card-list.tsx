import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { CardLook } from '@/api/diy-modules/card-look'
import { Carousel } from '@/components/carousel/carousel'
import { dp, fillStyle } from '../box-style'
import { HScroll } from './h-scroll'
import './card-list.scss'

/** How a plugin list module lays its cards out: one column, two columns, one big card a row, a sideways slide. */
export type CardLayout = 'list' | 'grid' | 'big' | 'slide'

/** The usual theme numbers of the plugin list modules (shop, realstore, ask): '0' list ... '3' slide. */
export const CARD_LAYOUTS: Record<string, CardLayout> = { '0': 'list', '1': 'grid', '2': 'big', '3': 'slide' }

interface Props<T> {
  layout: CardLayout
  look: CardLook
  items: T[]
  itemKey: (item: T) => string
  render: (item: T) => ReactNode
  onOpen?: (item: T) => void
  testId: string
  itemTestId: string
}

function pages<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/**
 * The cards of a plugin list module in its layout, each in the module's card fill and corners. A slide
 * shows `perSlide` cards at a time; with autoplay on it turns page by page, else the shopper swipes it.
 */
export function DiyCardList<T>({ layout, look, items, itemKey, render, onOpen, testId, itemTestId }: Props<T>) {
  const gap = dp(look.spacing)
  const card = (item: T, width?: string) => (
    <View
      key={itemKey(item)}
      className='diy-cards__card'
      style={{ borderRadius: dp(look.radius), ...fillStyle(look.fill), ...(width ? { width, flex: `0 0 ${width}` } : {}) }}
      onClick={onOpen ? () => onOpen(item) : undefined}
      data-testid={itemTestId}
    >
      {render(item)}
    </View>
  )
  if (layout === 'slide') {
    const width = `calc((100% - ${look.perSlide - 1} * ${gap}) / ${look.perSlide})`
    return (
      <View className='diy-cards diy-cards--slide' data-testid={testId}>
        {look.interval && items.length > look.perSlide ? (
          <Carousel
            items={pages(items, look.perSlide)}
            itemKey={(page) => page.map(itemKey).join('|')}
            interval={look.interval}
            dots
            render={(page) => (
              <View className='diy-cards__page' style={{ gap }}>
                {page.map((item) => card(item, width))}
              </View>
            )}
          />
        ) : (
          <HScroll className='diy-cards__strip'>
            <View className='diy-cards__page' style={{ gap }}>
              {items.map((item) => card(item, width))}
            </View>
          </HScroll>
        )}
      </View>
    )
  }
  return (
    <View className={`diy-cards diy-cards--${layout}`} style={{ gap }} data-testid={testId}>
      {items.map((item) => card(item, layout === 'grid' ? `calc((100% - ${gap}) / 2)` : undefined))}
    </View>
  )
}
