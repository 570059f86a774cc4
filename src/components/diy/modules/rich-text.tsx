import { View } from '@tarojs/components'
import { SafeRichText } from '@/components/rich-text/rich-text'
import type { ModuleProps } from './types'

/** Server HTML, only through the one sanitiser. */
export function RichTextModule({ module }: ModuleProps<'rich-text'>) {
  return (
    <View className='diy-rich-text' data-testid='diy-rich-text'>
      <SafeRichText html={module.html} />
    </View>
  )
}
