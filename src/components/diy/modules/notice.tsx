import { Image, Text, View } from '@tarojs/components'
import type { NoticeModule } from '@/api/diy-modules/basic'
import { Carousel } from '@/components/carousel/carousel'
import { t } from '@/i18n'
import { imageAlt } from '@/lib/a11y'
import { openUrl } from '@/lib/navigate'
import { dp, fillStyle } from '../box-style'
import type { DiyModuleProps } from '../registry'
import '@/i18n/locales/diy'

/** A one-line ticker (up or sideways) or a card with a title and the notice list; "more" on the right. */
export function NoticeView({ data }: DiyModuleProps<NoticeModule>) {
  const open = (link: string) => (link ? () => openUrl(link) : undefined)
  const head = data.titleImage ? (
    <Image className='diy-notice__title-image' src={data.titleImage} mode='heightFix' {...imageAlt('')} />
  ) : (
    <Text className='diy-notice__title' style={data.titleColor ? { color: data.titleColor } : undefined}>
      {data.title || t('diy.notice')}
    </Text>
  )
  const more = data.more ? (
    <Text className='diy-notice__more' onClick={open(data.more.link)}>
      {data.more.title || t('diy.more')} ›
    </Text>
  ) : null
  const text = (item: NoticeModule['items'][number]) => (
    <Text className='diy-notice__text' style={data.textColor ? { color: data.textColor } : undefined} onClick={open(item.link)} data-testid='diy-notice-item'>
      {item.title}
    </Text>
  )
  if (!data.ticker) {
    return (
      <View className='diy-notice diy-notice--card' style={fillStyle(data.fill)}>
        <View className='diy-notice__head'>
          {head}
          {more}
        </View>
        {data.items.map((item, i) => (
          <View key={`${i}-${item.title}`} className='diy-notice__row'>
            <View className='diy-notice__dot' />
            {text(item)}
          </View>
        ))}
      </View>
    )
  }
  return (
    <View className='diy-notice' style={{ ...fillStyle(data.fill), height: dp(data.height) }}>
      {head}
      <Carousel
        className='diy-notice__ticker'
        items={data.items}
        itemKey={(item, i) => `${i}-${item.title}`}
        interval={data.interval}
        vertical={data.vertical}
        render={text}
      />
      {more}
    </View>
  )
}
