import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { BlogLink } from '@/api/plugins/blog'
import { t } from '@/i18n'
import { openUrl } from '@/lib/navigate'
import './blog.scss'
import '@/i18n/locales/plugin-blog'
import { pressable } from '@/lib/a11y'

/** The shop's recommended posts, ranked, with their views (`right_list`). */
export const RecommendedList = observer(function RecommendedList({ links }: { links: BlogLink[] }) {
  if (!links.length) return null
  return (
    <View className='blog-card' data-testid='blog-recommended'>
      <Text className='blog-card__title'>{t('plugin-blog.recommended')}</Text>
      {links.map((link, index) => (
        <View key={link.url} className='blog-rank' onClick={() => openUrl(link.url)} {...pressable(() => openUrl(link.url))}>
          <Text className={`blog-rank__no ${index < 3 ? 'blog-rank__no--top' : ''}`}>{index + 1}</Text>
          <Text className='blog-rank__title'>{link.title}</Text>
          <Text className='blog-rank__views'>{t('plugin-blog.views', { n: link.views })}</Text>
        </View>
      ))}
    </View>
  )
})
