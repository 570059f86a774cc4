import { Image, View } from '@tarojs/components'
import { Carousel } from '@/components/carousel/carousel'
import { openUrl } from '@/lib/navigate'
import { DIY_UNIT, sizeOf } from '../box-style'
import type { ModuleProps } from './types'

const FIT: Record<string, 'aspectFit' | 'scaleToFill' | 'aspectFill'> = { contain: 'aspectFit', fill: 'scaleToFill', cover: 'aspectFill' }

export function CarouselModule({ module }: ModuleProps<'carousel'>) {
  if (!module.slides.length) return null
  return (
    <View className='diy-carousel' style={{ height: sizeOf(module.height, DIY_UNIT), borderRadius: sizeOf(module.radius, DIY_UNIT) }}>
      <Carousel
        items={module.slides}
        itemKey={(slide, i) => `${i}-${slide.image}`}
        interval={module.interval}
        dots
        testId='diy-carousel'
        render={(slide) => (
          <Image
            className='diy-carousel__image'
            src={slide.image}
            mode={FIT[module.fit] ?? 'aspectFill'}
            onClick={slide.link ? () => openUrl(slide.link) : undefined}
          />
        )}
      />
    </View>
  )
}
