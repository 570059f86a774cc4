import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { LayoutLink, LayoutModule, LayoutRow } from '@/api/layout'
import { Carousel } from '@/components/carousel/carousel'
import { GoodsCard } from '@/components/goods-card/goods-card'
import { Price } from '@/components/price/price'
import { SafeRichText } from '@/components/rich-text/rich-text'
import { VideoPlayer } from '@/components/video-player/video-player'
import { t } from '@/i18n'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openUrl } from '@/lib/navigate'
import { openGoods } from '@/lib/open-goods'
import { pressable, imageAlt } from '@/lib/a11y'
import { CUBE_PRESETS } from './magic-cube'
import './layout-view.scss'
import '@/i18n/locales/diy'
import { HScroll } from '@/components/diy/parts/h-scroll'

const open = (url: string) => (url ? () => openUrl(url) : undefined)
/** Keyboard access for a part that links somewhere (nothing for a part without a link). */
const pressLink = (url: string) => (url ? pressable(() => openUrl(url)) : {})
const percent = (part: number, whole: number) => `${(part / whole) * 100}%`

function MagicCube({ items, preset }: { items: LayoutLink[]; preset: string }) {
  const board = CUBE_PRESETS[preset] ?? CUBE_PRESETS.g4
  return (
    <View className='layout-cube' style={{ paddingTop: percent(board.rows * 0.75, board.cols) }}>
      {board.cells.slice(0, items.length).map(([x, y, w, h], i) => (
        <View
          key={i}
          className='layout-cube__cell'
          style={{ left: percent(x, board.cols), top: percent(y, board.rows), width: percent(w, board.cols), height: percent(h, board.rows) }}
          onClick={open(items[i].url)}
          {...pressLink(items[i].url)}
        >
          <Image className='layout-cube__image' src={items[i].image} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} />
        </View>
      ))}
    </View>
  )
}

function ModuleView({ module }: { module: LayoutModule }) {
  switch (module.type) {
    case 'images':
      return <Image className='layout-images' src={module.image} mode='widthFix' onClick={open(module.url)} {...imageAlt('', LAZY_IMAGE)} />
    case 'many-images':
      if (module.show === 'rolling')
        return (
          <HScroll className='layout-strip'>
            {module.items.map((item, i) => (
              <Image
                key={i}
                className='layout-strip__image'
                style={{ width: `${module.itemWidth}px` }}
                src={item.image}
                mode='widthFix'
                onClick={open(item.url)}
                {...pressLink(item.url)}
                {...imageAlt('')}
              />
            ))}
          </HScroll>
        )
      if (module.show === 'list')
        return (
          <View>
            {module.items.map((item, i) => (
              <Image key={i} className='layout-images' src={item.image} mode='widthFix' onClick={open(item.url)} {...imageAlt('', LAZY_IMAGE)} />
            ))}
          </View>
        )
      return (
        <Carousel
          className='layout-slides'
          items={module.items}
          itemKey={(item, i) => `${i}-${item.image}`}
          dots
          render={(item) => <Image className='layout-slides__image' src={item.image} mode='aspectFill' onClick={open(item.url)} {...imageAlt('')} />}
        />
      )
    case 'images-text': {
      const items = module.items.map((item, i) => (
        <View key={i} className='layout-card' onClick={open(item.url)} {...pressLink(item.url)}>
          <Image className='layout-card__image' src={item.image} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} />
          <View className='layout-card__text'>
            <Text className='layout-card__title'>{item.title}</Text>
            {item.desc ? <Text className='layout-card__desc'>{item.desc}</Text> : null}
          </View>
        </View>
      ))
      return module.show === 'rolling' ? (
        <HScroll className='layout-cards layout-cards--rolling'>{items}</HScroll>
      ) : (
        <View className={`layout-cards layout-cards--${module.show}`}>{items}</View>
      )
    }
    case 'images-magic-cube':
      return <MagicCube items={module.items} preset={module.show} />
    case 'video':
      return (
        <View className='layout-video'>
          <VideoPlayer className='layout-video__player' src={module.video} />
        </View>
      )
    case 'goods':
      if (module.show === 'rolling')
        return (
          <HScroll className='layout-strip'>
            {module.goods.map((goods) => (
              <View key={goods.id} className='layout-strip__goods' onClick={() => openGoods(goods)} {...pressable(() => openGoods(goods))}>
                <Image className='layout-strip__goods-image' src={goods.image} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} />
                <Text className='layout-strip__goods-title'>{goods.title}</Text>
                <Price value={goods.price} size='small' />
              </View>
            ))}
          </HScroll>
        )
      return (
        <View className={`goods-list goods-list--${module.show === 'leftright' ? 'row' : 'grid'} layout-goods`} data-testid='layout-goods'>
          {module.goods.map((goods) => (
            <GoodsCard key={goods.id} goods={goods} layout={module.show === 'leftright' ? 'row' : 'grid'} />
          ))}
        </View>
      )
    case 'title':
      return (
        <View className='layout-title'>
          <Text className='layout-title__main'>{module.title}</Text>
          {module.vice ? <Text className='layout-title__vice'>{module.vice}</Text> : null}
          {module.moreUrl ? (
            <Text className='layout-title__more' onClick={open(module.moreUrl)} {...pressLink(module.moreUrl)}>
              {module.more || t('diy.layout_more')} ›
            </Text>
          ) : null}
        </View>
      )
    case 'custom':
      return <SafeRichText html={module.html} />
  }
}

/**
 * The drag-layout renderer (api-plugins-2 2.5): rows of 12-column cells with their modules and the
 * builder's styles. Drawn by pages/design, the home in data_mode 2 and the shop plugin's design pages.
 */
export const LayoutView = observer(function LayoutView({ rows }: { rows: LayoutRow[] }) {
  return (
    <View className='layout-view' data-testid='layout-view'>
      {rows.map((row, r) => (
        <View key={r} className='layout-row' style={row.style}>
          {row.columns.map((column, c) => (
            <View key={c} className='layout-column' style={{ ...column.style, width: percent(column.span, 12) }}>
              {column.modules.map((module, m) => (
                <View key={m} className={`layout-module layout-module--${module.type}`} style={module.style} data-testid={`layout-module-${module.type}`}>
                  <ModuleView module={module} />
                </View>
              ))}
            </View>
          ))}
        </View>
      ))}
    </View>
  )
})

export default LayoutView
