import { Image, View } from '@tarojs/components'
import type { ImgMagicModule } from '@/api/diy-modules/extras'
import { imageAlt } from '@/lib/a11y'
import { openUrl } from '@/lib/navigate'
import { dp } from '../box-style'
import type { DiyModuleProps } from '../registry'
import { IMAGE_FIT } from '../parts/slides'

const percent = (n: number) => `${n}%`

/** A board of `density` x `density` cells; each image covers its cells from start to end. */
export function cellBox(start: { x: number; y: number }, end: { x: number; y: number }, density: number): Record<string, string> {
  const unit = 100 / density
  return {
    left: percent((start.x - 1) * unit),
    top: percent((start.y - 1) * unit),
    width: percent((Math.max(end.x, start.x) - start.x + 1) * unit),
    height: percent((Math.max(end.y, start.y) - start.y + 1) * unit),
  }
}

/** Image cells on the board (square, or the designer's height), with the spacing between them. */
export function ImgMagicView({ data }: DiyModuleProps<ImgMagicModule>) {
  const half = dp(data.spacing / 2)
  return (
    <View className='diy-magic' style={data.height ? { height: dp(data.height), paddingTop: 0 } : undefined} data-testid='diy-img-magic'>
      {data.cells.map((cell, i) => (
        <View
          key={`${i}-${cell.image}`}
          className='diy-magic__cell'
          style={{ ...cellBox(cell.start, cell.end, data.density), padding: half }}
          onClick={cell.link ? () => openUrl(cell.link) : undefined}
        >
          <Image
            className='diy-magic__image'
            style={{ borderRadius: dp(data.radius) }}
            src={cell.image}
            mode={IMAGE_FIT[data.fit] ?? 'aspectFill'}
            {...imageAlt('')}
          />
        </View>
      ))}
    </View>
  )
}
