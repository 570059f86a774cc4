import { Image, View } from '@tarojs/components'
import { openUrl } from '@/lib/navigate'
import type { ModuleProps } from './types'

const percent = (n: number) => `${n}%`

/** Image cells placed on a square density x density board by their start/end cells. */
export function ImgMagicModule({ module }: ModuleProps<'img-magic'>) {
  const unit = 100 / module.density
  return (
    <View className='diy-magic' data-testid='diy-img-magic'>
      {module.cells.map((cell, i) => (
        <View
          key={`${i}-${cell.image}`}
          className='diy-magic__cell'
          style={{
            left: percent((cell.start.x - 1) * unit),
            top: percent((cell.start.y - 1) * unit),
            width: percent((Math.max(cell.end.x, cell.start.x) - cell.start.x + 1) * unit),
            height: percent((Math.max(cell.end.y, cell.start.y) - cell.start.y + 1) * unit),
          }}
          onClick={cell.link ? () => openUrl(cell.link) : undefined}
        >
          <Image className='diy-magic__image' src={cell.image} mode='aspectFill' />
        </View>
      ))}
    </View>
  )
}
