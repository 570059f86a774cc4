import { Image, Text, View } from '@tarojs/components'
import { openUrl } from '@/lib/navigate'
import type { ModuleProps } from './types'

/** An icon grid, `perRow` per row. */
export function NavGroupModule({ module }: ModuleProps<'nav-group'>) {
  const width = `${100 / module.perRow}%`
  return (
    <View className='diy-nav' data-testid='diy-nav-group'>
      {module.items.map((item, i) => (
        <View key={`${i}-${item.title}`} className='diy-nav__item' style={{ width }} onClick={item.link ? () => openUrl(item.link) : undefined}>
          {module.navStyle !== 'text' && item.image ? <Image className='diy-nav__icon' src={item.image} mode='aspectFill' /> : null}
          {module.navStyle !== 'image' ? <Text className='diy-nav__title'>{item.title}</Text> : null}
        </View>
      ))}
    </View>
  )
}
