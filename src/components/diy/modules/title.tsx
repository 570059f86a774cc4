import { Text, View } from '@tarojs/components'
import { openUrl } from '@/lib/navigate'
import type { ModuleProps } from './types'

export function TitleModule({ module }: ModuleProps<'title'>) {
  return (
    <View className={`diy-title ${module.center ? 'diy-title--center' : ''}`} data-testid='diy-title'>
      <View className='diy-title__main' onClick={module.link ? () => openUrl(module.link) : undefined}>
        <Text className='diy-title__text'>{module.title}</Text>
        {module.subtitle ? <Text className='diy-title__sub'>{module.subtitle}</Text> : null}
      </View>
      {module.moreTitle ? (
        <Text className='diy-title__more' onClick={module.moreLink ? () => openUrl(module.moreLink) : undefined}>
          {module.moreTitle}
        </Text>
      ) : null}
    </View>
  )
}
