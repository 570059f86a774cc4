import { Image, Text, View } from '@tarojs/components'
import type { DataMagicModule, MagicCellBody } from '@/api/diy-modules/content'
import { Carousel } from '@/components/carousel/carousel'
import { imageAlt } from '@/lib/a11y'
import { openGoods } from '@/lib/open-goods'
import { Price } from '@/components/price/price'
import { VideoPlayer } from '@/components/video-player/video-player'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openUrl } from '@/lib/navigate'
import { dp, fillStyle } from '../box-style'
import { DiyCustomView } from '../parts/custom-view'
import { IMAGE_FIT } from '../parts/slides'
import type { DiyModuleProps } from '../registry'
import { cellBox } from './img-magic'

function chunk<T>(items: T[], size: number): T[][] {
  const pages: T[][] = []
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size))
  return pages
}

function CellBody({ body, interval }: { body: MagicCellBody; interval: number }) {
  if (body.kind === 'goods') {
    return (
      <View className='diy-data-magic__goods'>
        {body.title ? <Text className='diy-data-magic__heading'>{body.title}</Text> : null}
        {body.subtitle ? <Text className='diy-data-magic__subtitle'>{body.subtitle}</Text> : null}
        <Carousel
          className='diy-data-magic__slides'
          items={chunk(body.goods, body.perSlide)}
          itemKey={(_, i) => String(i)}
          interval={interval}
          render={(page) => (
            <View className='diy-data-magic__page'>
              {page.map((goods) => (
                <View key={goods.id} className='diy-data-magic__item' onClick={() => openGoods(goods)} data-testid='diy-data-magic-goods'>
                  <Image className='diy-data-magic__image' src={goods.image} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} />
                  <Price value={goods.price} size='small' />
                </View>
              ))}
            </View>
          )}
        />
      </View>
    )
  }
  if (body.kind === 'images') {
    return (
      <Carousel
        className='diy-data-magic__slides'
        items={body.images}
        itemKey={(item, i) => `${i}-${item.image}`}
        interval={interval}
        render={(item) => (
          <Image
            className='diy-data-magic__full'
            src={item.image}
            mode={IMAGE_FIT[body.fit] ?? 'aspectFill'}
            onClick={item.link ? () => openUrl(item.link) : undefined}
            {...imageAlt('')}
          />
        )}
      />
    )
  }
  if (body.kind === 'video') return <VideoPlayer className='diy-data-magic__full' src={body.url} poster={body.poster || undefined} />
  return <DiyCustomView custom={body.custom} />
}

/** The mixed magic cube: cells of goods slides, images, a video or a custom design on one board. */
export function DataMagicView({ data }: DiyModuleProps<DataMagicModule>) {
  return (
    <View className='diy-magic diy-data-magic' style={data.height ? { height: dp(data.height), paddingTop: 0 } : undefined} data-testid='diy-data-magic'>
      {data.cells.map((cell, i) => (
        <View key={i} className='diy-magic__cell' style={{ ...cellBox(cell.start, cell.end, data.density), padding: dp(data.spacing / 2) }}>
          <View className='diy-data-magic__cell' style={{ borderRadius: dp(data.radius), ...fillStyle(cell.fill) }}>
            <CellBody body={cell.body} interval={data.interval} />
          </View>
        </View>
      ))}
    </View>
  )
}
