import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { readBindingDiy, type BindingDiyModule } from '@/api/plugins/binding-diy'
import { dp, fillStyle } from '@/components/diy/box-style'
import { HScroll } from '@/components/diy/parts/h-scroll'
import { defineDiyModule, type DiyModuleProps } from '@/components/diy/registry'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { formatPrice, toAmount } from '@/lib/money'
import { openUrl } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import './binding-diy.scss'
import '@/i18n/locales/diy-plugins'

type DiyBundle = BindingDiyModule['bundles'][number]

/** A bundle's goods in the module's goods layout, with the parts `is_goods_show` lists. */
const BundleGoods = observer(function BundleGoods({ bundle, module }: { bundle: DiyBundle; module: BindingDiyModule }) {
  const { app } = useStores()
  const shows = (part: string) => module.goodsShow.includes(part)
  const items = bundle.goods.map((goods) => (
    <View key={goods.id} className='binding-diy__goods' onClick={() => openUrl(goods.url)} data-testid='binding-diy-goods'>
      {shows('goods_img') ? (
        <Image className='binding-diy__thumb' style={{ borderRadius: dp(module.look.imageRadius) }} src={goods.image} mode='aspectFill' {...LAZY_IMAGE} />
      ) : null}
      <View className='binding-diy__goods-info'>
        {shows('title') ? <Text className='binding-diy__goods-title'>{goods.title}</Text> : null}
        {goods.errorMsg ? <Text className='binding-diy__lapsed'>{goods.errorMsg}</Text> : null}
        {shows('price') ? (
          <View className='binding-diy__goods-price'>
            <Price value={goods.bundlePrice} size='small' />
            {shows('price_unit') && bundle.priceUnits[goods.id] ? <Text className='binding-diy__unit'>{bundle.priceUnits[goods.id]}</Text> : null}
          </View>
        ) : null}
        {shows('save_price') && toAmount(goods.discount) > 0 ? (
          <Text className='binding-diy__goods-save'>{t('diy-plugins.bundle_goods_save', { amount: formatPrice(goods.discount, app.currencySymbol) })}</Text>
        ) : null}
      </View>
    </View>
  ))
  return module.goodsTheme === '3' ? (
    <HScroll className='binding-diy__slide'>{items}</HScroll>
  ) : (
    <View className={`binding-diy__goods-list binding-diy__goods-list--t${module.goodsTheme}`}>{items}</View>
  )
})

/** One bundle: its picture (beside or above), title and kind, the bundle price and saving, its goods (foldable). */
const BundleView = observer(function BundleView({ bundle, module }: { bundle: DiyBundle; module: BindingDiyModule }) {
  const { app } = useStores()
  const [open, setOpen] = useState(module.openByDefault)
  const { look } = module
  return (
    <View
      className={`binding-diy__bundle binding-diy__bundle--${module.cover || 'plain'}`}
      style={{ borderRadius: dp(look.radius), ...fillStyle(look.fill), marginBottom: dp(look.spacing) }}
      data-testid='binding-diy-bundle'
    >
      <View className='binding-diy__main' onClick={() => openUrl(bundle.url)}>
        {module.cover && bundle.image ? (
          <Image className='binding-diy__cover' style={{ borderRadius: dp(look.imageRadius) }} src={bundle.image} mode='aspectFill' {...LAZY_IMAGE} />
        ) : null}
        <View className='binding-diy__info'>
          <View className='binding-diy__head'>
            {bundle.typeName ? <Text className='binding-diy__type'>{bundle.typeName}</Text> : null}
            <Text className='binding-diy__title' style={look.titleColor ? { color: look.titleColor } : undefined}>
              {bundle.title}
            </Text>
          </View>
          <View className='binding-diy__prices'>
            <Text className='binding-diy__label'>{t('diy-plugins.bundle_price')}</Text>
            <Price value={bundle.estimatePrice} />
            {toAmount(bundle.estimateSaving) > 0 ? (
              <Text className='binding-diy__save' data-testid='binding-diy-save'>
                {t('diy-plugins.bundle_save', { amount: formatPrice(bundle.estimateSaving, app.currencySymbol) })}
              </Text>
            ) : null}
          </View>
        </View>
      </View>
      {open ? <BundleGoods bundle={bundle} module={module} /> : null}
      <View className='binding-diy__foot'>
        {bundle.goods.length ? (
          <Text className='binding-diy__fold' onClick={() => setOpen(!open)} data-testid='binding-diy-fold'>
            {open ? t('diy-plugins.bundle_hide_goods') : t('diy-plugins.bundle_show_goods', { n: bundle.goods.length })}
          </Text>
        ) : (
          <Text />
        )}
        <Text className='binding-diy__view' onClick={() => openUrl(bundle.url)}>
          {bundle.buyText || t('diy-plugins.bundle_view')} ›
        </Text>
      </View>
    </View>
  )
})

/** The bundle module (api-plugins-2 2.4 "binding"): each bundle with its price and its goods in the chosen layout. */
function BindingDiyView({ data }: DiyModuleProps<BindingDiyModule>) {
  return (
    <View className='binding-diy' data-testid='binding-diy'>
      {data.bundles.map((bundle) => (
        <BundleView key={bundle.id} bundle={bundle} module={data} />
      ))}
    </View>
  )
}

/** The binding plugin's page-builder module (registered by ../embeds/diy.tsx). */
const bindingDiy = {
  binding: defineDiyModule({ read: readBindingDiy, View: BindingDiyView, isEmpty: (d) => !d.bundles.length }),
}

export default bindingDiy
