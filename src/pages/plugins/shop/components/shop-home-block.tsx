import { Image, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { SHOP_PAGES, type ShopHomeBlock } from '@/api/plugins/shop-core'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openPage, openUrl } from '@/lib/navigate'
import './shop-home-block.scss'
import '@/i18n/locales/plugin-shop-embeds'
import { Icon } from '@/components/icon/icon'
import { imageAlt } from '../../kit/image-alt'

const area = 'plugin-shop-embeds'

/** Home's shop list (api-plugins-2 §1, §3.2): a title, "more" to the directory, the shops in a row. */
export const ShopHomeBlockView = observer(function ShopHomeBlockView({ block }: { block: ShopHomeBlock }) {
  return (
    <View className='shop-home-block' data-testid='home-shop-block'>
      <View className='shop-home-block__head'>
        <Text className='shop-home-block__title'>{block.title || t(`${area}.home_title`)}</Text>
        <Text
          className='shop-home-block__more'
          onClick={() => void openPage(SHOP_PAGES.index)}
          {...pressable(() => void openPage(SHOP_PAGES.index))}
          data-testid='home-shop-more'
        >
          {t(`${area}.more`)}
          <Icon name='chevron-right' size={24} />
        </Text>
      </View>
      <ScrollView scrollX className='shop-home-block__list'>
        {block.shops.map((shop) => (
          <View
            key={shop.id}
            className='shop-home-block__item'
            onClick={() => openUrl(shop.url)}
            {...pressable(() => openUrl(shop.url))}
            data-testid='home-shop'
          >
            <Image className='shop-home-block__logo' src={shop.logo} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} />
            <Text className='shop-home-block__name'>{shop.name}</Text>
            <Text className='shop-home-block__figure'>{t(`${area}.goods_count`, { n: shop.goodsCount })}</Text>
          </View>
        ))}
      </ScrollView>
    </View>
  )
})
