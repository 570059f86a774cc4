import { Image, View } from '@tarojs/components'
import type { HotZoneModule } from '@/api/diy-modules/extras'
import { imageAlt } from '@/lib/a11y'
import { openUrl } from '@/lib/navigate'
import type { DiyModuleProps } from '../registry'

const percent = (part: number, whole: number) => `${whole > 0 ? (part / whole) * 100 : 0}%`

/** An image with tap areas; the areas are drawn for the designer's image size and scale with the image. */
export function HotZoneView({ data }: DiyModuleProps<HotZoneModule>) {
  return (
    <View className='diy-hot-zone' style={{ paddingTop: percent(data.height, data.width) }}>
      <Image className='diy-hot-zone__image' src={data.image} mode='scaleToFill' {...imageAlt('')} />
      {data.zones.map((zone, i) => (
        <View
          key={i}
          className='diy-hot-zone__area'
          style={{
            left: percent(zone.x, data.width),
            top: percent(zone.y, data.height),
            width: percent(zone.width, data.width),
            height: percent(zone.height, data.height),
          }}
          onClick={zone.link ? () => openUrl(zone.link) : undefined}
          data-testid='diy-hot-zone-area'
        />
      ))}
    </View>
  )
}
