import { Text, View } from '@tarojs/components'
import { Carousel } from '@/components/carousel/carousel'
import { openUrl } from '@/lib/navigate'
import type { ModuleProps } from './types'

/** One-line ticker of the shown notices. */
export function NoticeModule({ module }: ModuleProps<'notice'>) {
  if (!module.items.length) return null
  return (
    <View className='diy-notice' data-testid='diy-notice'>
      {module.title ? <Text className='diy-notice__title'>{module.title}</Text> : null}
      <Carousel
        className='diy-notice__ticker'
        items={module.items}
        itemKey={(item, i) => `${i}-${item.title}`}
        interval={module.interval}
        vertical
        render={(item) => (
          <Text className='diy-notice__text' onClick={item.link ? () => openUrl(item.link) : undefined}>
            {item.title}
          </Text>
        )}
      />
    </View>
  )
}
