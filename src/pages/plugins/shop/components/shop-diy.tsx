import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ShopSummary } from '@/api/plugins/shop'
import { readShopDiy, type ShopDiyModule } from '@/api/plugins/shop-diy'
import { CARD_LAYOUTS, DiyCardList } from '@/components/diy/parts/card-list'
import { defineDiyModule, type DiyModuleProps } from '@/components/diy/registry'
import { dp } from '@/components/diy/box-style'
import { t } from '@/i18n'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openUrl } from '@/lib/navigate'
import './shop-diy.scss'
import '@/i18n/locales/diy-plugins'

/** One shop: its logo (the wide one in the big layout), name with certification icons, description, figures. */
const ShopBody = observer(function ShopBody({ shop, module, big }: { shop: ShopSummary; module: ShopDiyModule; big: boolean }) {
  const { look } = module
  return (
    <View className='shop-diy__shop'>
      {big ? <Image className='shop-diy__banner' src={shop.logoLong} mode='aspectFill' {...LAZY_IMAGE} /> : null}
      <View className='shop-diy__body'>
        <Image className='shop-diy__logo' style={{ borderRadius: dp(look.imageRadius) }} src={shop.logo} mode='aspectFill' {...LAZY_IMAGE} />
        <View className='shop-diy__info'>
          <View className='shop-diy__title'>
            <Text className='shop-diy__name' style={look.titleColor ? { color: look.titleColor } : undefined}>
              {shop.name}
            </Text>
            {shop.icons.map((icon) => (icon.icon ? <Image key={icon.icon + icon.name} className='shop-diy__icon' src={icon.icon} mode='aspectFit' /> : null))}
          </View>
          {module.describeLines && shop.describe ? (
            <Text className='shop-diy__describe' style={{ WebkitLineClamp: module.describeLines }} data-testid='shop-diy-describe'>
              {shop.describe}
            </Text>
          ) : null}
          <View className='shop-diy__figures'>
            <Text>{t('diy-plugins.shop_goods', { n: shop.goodsCount })}</Text>
            <Text>{t('diy-plugins.shop_sold', { n: shop.salesCount })}</Text>
          </View>
        </View>
        <Text className='shop-diy__enter'>{t('diy-plugins.shop_enter')}</Text>
      </View>
    </View>
  )
})

/** The shop module (api-plugins-2 2.4 "shop"): shops in one column, two columns, big pictures or a slide; a tap opens the shop. */
function ShopDiyView({ data }: DiyModuleProps<ShopDiyModule>) {
  const layout = CARD_LAYOUTS[data.theme] ?? 'list'
  return (
    <View className={`shop-diy shop-diy--${layout}`}>
      <DiyCardList
        layout={layout}
        look={data.look}
        items={data.shops}
        itemKey={(shop) => shop.id}
        onOpen={(shop) => openUrl(shop.url)}
        render={(shop) => <ShopBody shop={shop} module={data} big={layout === 'big'} />}
        testId='shop-diy'
        itemTestId='shop-diy-shop'
      />
    </View>
  )
}

/** The shop plugin's page-builder module (registered by ../embeds/diy.tsx). */
const shopDiy = {
  shop: defineDiyModule({ read: readShopDiy, View: ShopDiyView, isEmpty: (d) => !d.shops.length }),
}

export default shopDiy
