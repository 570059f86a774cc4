import { Image, Text, View } from '@tarojs/components'
import type { NavGroupModule, NavItem } from '@/api/diy-modules/basic'
import { Carousel } from '@/components/carousel/carousel'
import { imageAlt } from '@/lib/a11y'
import { openUrl } from '@/lib/navigate'
import { dp, fontDp } from '../box-style'
import type { DiyModuleProps } from '../registry'

function chunk<T>(items: T[], size: number): T[][] {
  const pages: T[][] = []
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size))
  return pages
}

/** An icon grid: `perRow` a row, all at once or in slide pages of `rows` rows; items may carry a corner badge. */
export function NavGroupView({ data }: DiyModuleProps<NavGroupModule>) {
  const width = `${100 / data.perRow}%`
  const item = (nav: NavItem, i: number) => (
    <View
      key={`${i}-${nav.title}`}
      className='diy-nav__item'
      style={{ width }}
      onClick={nav.link ? () => openUrl(nav.link) : undefined}
      data-testid='diy-nav-item'
    >
      {data.navStyle !== 'text' && nav.image ? (
        <Image
          className='diy-nav__icon'
          style={{ width: dp(data.imageSize), height: dp(data.imageSize), borderRadius: dp(data.radius) }}
          src={nav.image}
          mode='aspectFill'
          {...imageAlt('')}
        />
      ) : null}
      {data.navStyle !== 'image' ? (
        <Text className='diy-nav__title' style={{ fontSize: fontDp(data.titleSize), ...(data.titleColor ? { color: data.titleColor } : {}) }}>
          {nav.title}
        </Text>
      ) : null}
      {nav.subscript ? (
        <View className='diy-nav__badge' style={{ color: nav.subscript.color, ...(nav.subscript.background ? { background: nav.subscript.background } : {}) }}>
          {nav.subscript.image ? (
            <Image className='diy-nav__badge-image' src={nav.subscript.image} mode='heightFix' {...imageAlt('')} />
          ) : (
            <Text>{nav.subscript.text}</Text>
          )}
        </View>
      ) : null}
    </View>
  )
  const pages = data.slide ? chunk(data.items, data.rows * data.perRow) : [data.items]
  if (pages.length < 2) return <View className='diy-nav'>{data.items.map(item)}</View>
  return (
    <Carousel
      className='diy-nav diy-nav--paged'
      items={pages}
      itemKey={(_, i) => String(i)}
      interval={data.interval}
      dots={data.indicator.show}
      render={(page) => <View className='diy-nav__page'>{page.map(item)}</View>}
    />
  )
}
