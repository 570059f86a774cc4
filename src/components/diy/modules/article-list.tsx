import { Image, Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import { openUrl } from '@/lib/navigate'
import type { ModuleProps } from './types'

/** field_show: '0' time, '1' views, '2' description, '3' title; theme '3' has no image. */
export function ArticleListModule({ module }: ModuleProps<'article-list'>) {
  const shows = (field: string) => module.fields.length === 0 || module.fields.includes(field)
  return (
    <View className='diy-articles' data-testid='diy-article-list'>
      {module.articles.map((a) => (
        <View key={a.id} className='diy-articles__item' onClick={a.url ? () => openUrl(a.url) : undefined} data-testid='diy-article'>
          {module.theme !== '3' && a.cover ? <Image className='diy-articles__cover' src={a.cover} mode='aspectFill' /> : null}
          <View className='diy-articles__info'>
            {shows('3') ? <Text className='diy-articles__title'>{a.title}</Text> : null}
            {shows('2') && a.describe ? <Text className='diy-articles__desc'>{a.describe}</Text> : null}
            <View className='diy-articles__meta'>
              {shows('0') ? <Text>{a.time}</Text> : null}
              {shows('1') ? <Text>{t('diy.views', { n: a.views })}</Text> : null}
            </View>
          </View>
        </View>
      ))}
    </View>
  )
}
