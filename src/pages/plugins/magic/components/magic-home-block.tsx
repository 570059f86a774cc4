import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { MagicCube, MagicGroup } from '@/api/plugins/magic'
import { Carousel } from '@/components/carousel/carousel'
import { openGoods } from '@/components/goods-card/goods-card'
import { StyledGoods } from '@/components/goods-strip/goods-strip'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openUrl } from '@/lib/navigate'
import './magic-home-block.scss'
import '@/i18n/locales/plugin-magic'
import { Icon } from '@/components/icon/icon'
import { imageAlt } from '../../kit/image-alt'

/** A group's heading: icon, title and description; tap opens the group's goods page. */
const GroupHead = observer(function GroupHead({ group }: { group: MagicGroup }) {
  return (
    <View className='magic-block__group-head' onClick={() => openUrl(group.url)} {...pressable(() => openUrl(group.url))} data-testid='magic-group'>
      {group.icon ? <Image className='magic-block__icon' src={group.icon} mode='aspectFill' {...imageAlt('')} /> : null}
      <Text className='magic-block__group-title'>{group.title}</Text>
      {group.describe ? <Text className='magic-block__group-desc'>{group.describe}</Text> : null}
      <Text className='magic-block__more'>
        {t('plugin-magic.more')}
        <Icon name='chevron-right' size={24} />
      </Text>
    </View>
  )
})

/** show_style 0: one slide per group, its first 2 or 4 goods as picture tiles. */
const CarouselCube = observer(function CarouselCube({ cube }: { cube: MagicCube }) {
  const seconds = cube.groups[0]?.rollingSeconds ?? 0
  return (
    <Carousel
      className='magic-block__carousel'
      items={cube.groups}
      itemKey={(group, index) => `${group.title}-${index}`}
      interval={seconds > 0 ? seconds * 1000 : 0}
      dots
      render={(group) => {
        const tiles = group.goods.slice(0, group.goods.length >= 4 ? 4 : 2)
        return (
          <View className='magic-block__slide'>
            <GroupHead group={group} />
            <View className={`magic-block__tiles magic-block__tiles--${tiles.length}`}>
              {tiles.map((goods) => (
                <View
                  key={goods.id}
                  className='magic-block__tile'
                  onClick={() => openGoods(goods)}
                  {...pressable(() => openGoods(goods))}
                  data-testid='magic-tile'
                >
                  <Image className='magic-block__tile-image' src={goods.image} mode='aspectFill' {...imageAlt(goods.title, LAZY_IMAGE)} />
                  <Price value={goods.price} size='small' />
                </View>
              ))}
            </View>
          </View>
        )
      }}
    />
  )
})

/** show_style 1/2/3: a tab per group over that group's goods in list style 0/1/2. */
const TabbedCube = observer(function TabbedCube({ cube }: { cube: MagicCube }) {
  const [index, setIndex] = useState(0)
  const group = cube.groups[index] ?? cube.groups[0]
  return (
    <View className='magic-block__tabbed'>
      <View className='magic-block__tabs'>
        {cube.groups.map((item, i) => (
          <Text
            key={`${item.title}-${i}`}
            className={`magic-block__tab ${i === index ? 'magic-block__tab--on' : ''}`}
            onClick={() => setIndex(i)}
            {...pressable(() => setIndex(i))}
            aria-pressed={i === index}
            data-testid='magic-tab'
          >
            {item.title}
          </Text>
        ))}
      </View>
      <GroupHead group={group} />
      <StyledGoods goods={group.goods.slice(0, 4)} style={cube.showStyle - 1} />
    </View>
  )
})

/** Home's magic cubes (api-plugins-2 §3.14), each over its background picture. */
export const MagicHomeBlock = observer(function MagicHomeBlock({ cubes }: { cubes: MagicCube[] }) {
  return (
    <View data-testid='home-magic'>
      {cubes.map((cube) => (
        <View
          key={cube.key}
          className={`magic-block ${cube.textWhite ? 'magic-block--white' : ''}`}
          style={cube.background ? { backgroundImage: `url("${cube.background.replace(/["\\\n\r]/g, '')}")` } : undefined}
        >
          {cube.showStyle === 0 ? <CarouselCube cube={cube} /> : <TabbedCube cube={cube} />}
        </View>
      ))}
    </View>
  )
})
