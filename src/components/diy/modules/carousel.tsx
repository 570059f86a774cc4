import { View } from '@tarojs/components'
import { useState } from 'react'
import type { CarouselModule } from '@/api/diy-modules/basic'
import { fillStyle } from '../box-style'
import type { DiyModuleProps } from '../registry'
import { DiySlides } from '../parts/slides'

/** Slides in one of four layouts; a slide with its own colours tints the module while it shows. */
export function CarouselView({ data }: DiyModuleProps<CarouselModule>) {
  const [index, setIndex] = useState(0)
  const tint = data.slides[index]?.tint
  return (
    <View className='diy-carousel' style={tint ? fillStyle(tint) : undefined}>
      <DiySlides
        slides={data.slides}
        type={data.type}
        height={data.height}
        fit={data.fit}
        interval={data.interval}
        radius={data.radius}
        spacing={data.spacing}
        indicator={data.indicator}
        videoIcon={data.video.show ? data.video.icon : undefined}
        onChange={setIndex}
        testId='diy-carousel'
      />
    </View>
  )
}
