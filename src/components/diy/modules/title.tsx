import { Image, Text, View } from '@tarojs/components'
import type { TitleModule } from '@/api/diy-modules/basic'
import { imageAlt } from '@/lib/a11y'
import { openUrl } from '@/lib/navigate'
import { fontDp } from '../box-style'
import type { DiyModuleProps } from '../registry'

/** A section title: icon, title and subtitle, keyword links and a "more" link. */
export function TitleView({ data }: DiyModuleProps<TitleModule>) {
  const open = (link: string) => (link ? () => openUrl(link) : undefined)
  return (
    <View className={`diy-title ${data.centered ? 'diy-title--center' : ''}`}>
      <View className='diy-title__main' onClick={open(data.link)}>
        {data.icon ? <Image className='diy-title__icon' src={data.icon} mode='heightFix' {...imageAlt('')} /> : null}
        <Text className='diy-title__text' style={{ color: data.color, fontSize: fontDp(data.size), fontWeight: data.bold ? 'bold' : 'normal' }}>
          {data.title}
        </Text>
        {data.subtitle ? (
          <Text className='diy-title__sub' style={{ color: data.subtitleColor }}>
            {data.subtitle}
          </Text>
        ) : null}
      </View>
      {data.keywords.map((keyword, i) => (
        <Text key={`${i}-${keyword.title}`} className='diy-title__keyword' style={{ color: data.keywordColor }} onClick={open(keyword.link)}>
          {keyword.title}
        </Text>
      ))}
      {data.more ? (
        <Text className='diy-title__more' style={{ color: data.moreColor }} onClick={open(data.more.link)}>
          {data.more.title} ›
        </Text>
      ) : null}
    </View>
  )
}
