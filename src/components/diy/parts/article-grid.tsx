import { Image, Text, View } from '@tarojs/components'
import type { ArticleListModule } from '@/api/diy-modules/content'
import { t } from '@/i18n'
import { imageAlt } from '@/lib/a11y'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openUrl } from '@/lib/navigate'
import { dp } from '../box-style'
import '@/i18n/locales/diy'
import { HScroll } from './h-scroll'

/**
 * Articles in the module's theme ('0' image beside the text, '1' two columns, '2' big image, '3' no image,
 * '4' sideways slide). field_show: '0' time, '1' views, '2' description, '3' title.
 */
export function DiyArticleGrid({ look, testId = 'diy-article-list' }: { look: ArticleListModule; testId?: string }) {
  const shows = (field: string) => look.fields.includes(field)
  const withImage = look.theme !== '3'
  const items = look.articles.map((a) => (
    <View
      key={a.id || a.title}
      className='diy-articles__item'
      style={{ marginBottom: dp(look.spacing) }}
      onClick={a.url ? () => openUrl(a.url) : undefined}
      data-testid='diy-article'
    >
      {withImage && a.cover ? (
        <View className='diy-articles__media'>
          <Image className='diy-articles__cover' style={{ borderRadius: dp(look.imageRadius) }} src={a.cover} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} />
          {look.titleOverImage && shows('3') ? <Text className='diy-articles__float-title'>{a.title}</Text> : null}
        </View>
      ) : null}
      <View className='diy-articles__info'>
        {shows('3') && !(look.titleOverImage && withImage && a.cover) ? (
          <Text className='diy-articles__title' style={{ color: look.titleColor }}>
            {a.title}
          </Text>
        ) : null}
        {shows('2') && a.describe ? (
          <Text className='diy-articles__desc' style={{ WebkitLineClamp: look.descLines }}>
            {a.describe}
          </Text>
        ) : null}
        {shows('0') || shows('1') ? (
          <View className='diy-articles__meta'>
            {shows('0') && a.time ? <Text>{a.time}</Text> : null}
            {shows('1') ? <Text>{t('diy.views', { n: a.views })}</Text> : null}
          </View>
        ) : null}
      </View>
    </View>
  ))
  return (
    <View className={`diy-articles diy-articles--t${look.theme}`} data-testid={testId}>
      {look.theme === '4' ? <HScroll className='diy-articles__slide'>{items}</HScroll> : <View className='diy-articles__grid'>{items}</View>}
    </View>
  )
}
