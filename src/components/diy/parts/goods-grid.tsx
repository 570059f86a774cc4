import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { DiyGoods } from '@/api/diy-modules/rows'
import type { GoodsListModule } from '@/api/diy-modules/goods'
import { imageAlt } from '@/lib/a11y'
import { openGoods } from '@/lib/open-goods'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { dp, fillStyle } from '../box-style'
import { useAddToCart } from './add-to-cart'
import '@/i18n/locales/diy'
import { HScroll } from './h-scroll'

const hasOriginal = (goods: DiyGoods) => Boolean(goods.originalPrice) && goods.originalPrice !== goods.price && Number(goods.originalPrice) > 0

interface CardProps {
  goods: DiyGoods
  look: GoodsListModule
  onButton?: (goods: DiyGoods) => void
}

/** One goods as the module shows it: only the parts `is_show` lists, in the module's colours. */
const DiyGoodsCard = observer(function DiyGoodsCard({ goods, look, onButton }: CardProps) {
  const shows = (part: string) => look.show.includes(part)
  const withImage = look.theme !== '6'
  return (
    <View
      className='diy-goods__card'
      style={{ borderRadius: dp(look.radius), ...fillStyle(look.cardFill) }}
      onClick={() => openGoods(goods)}
      data-testid='diy-goods-card'
    >
      {withImage ? (
        <View className='diy-goods__media'>
          <Image
            className='diy-goods__image'
            style={{ borderRadius: dp(look.imageRadius) }}
            src={goods.image}
            mode='aspectFill'
            {...imageAlt('', LAZY_IMAGE)}
          />
          {goods.errorMsg ? <Text className='diy-goods__error'>{goods.errorMsg}</Text> : null}
        </View>
      ) : null}
      <View className='diy-goods__info'>
        {shows('title') ? (
          <Text className='diy-goods__title' style={{ color: look.titleColor }}>
            {goods.title}
          </Text>
        ) : null}
        {shows('simple_desc') && goods.simpleDesc ? (
          <Text className='diy-goods__desc' style={{ WebkitLineClamp: look.descLines }}>
            {goods.simpleDesc}
          </Text>
        ) : null}
        {shows('plugins_view_icon') && goods.icons.length ? (
          <View className='diy-goods__icons'>
            {goods.icons.map((icon) => (
              <Text
                key={icon.name}
                className='diy-goods__icon'
                style={{ color: icon.color || undefined, background: icon.background || undefined, borderColor: icon.border || icon.background || undefined }}
              >
                {icon.name}
              </Text>
            ))}
          </View>
        ) : null}
        <View className='diy-goods__bottom'>
          <View className='diy-goods__prices'>
            {shows('price') ? (
              <View className='diy-goods__price' style={look.priceColor ? { color: look.priceColor } : undefined}>
                <Price value={goods.price} />
                {shows('price_unit') && goods.priceUnit ? <Text className='diy-goods__unit'>{goods.priceUnit}</Text> : null}
              </View>
            ) : null}
            {shows('original_price') && hasOriginal(goods) ? <Price value={goods.originalPrice} original size='small' /> : null}
            {shows('sales_count') && goods.salesCount > 0 ? <Text className='diy-goods__sales'>{t('diy.sales', { n: goods.salesCount })}</Text> : null}
          </View>
          {look.button && onButton && !goods.errorMsg ? (
            <View
              className={look.button.icon ? 'diy-goods__cart-icon' : 'diy-goods__button'}
              style={fillStyle(look.buttonFill)}
              onClick={(e) => {
                e.stopPropagation()
                onButton(goods)
              }}
              data-testid='diy-goods-button'
            >
              <Text>{look.button.icon ? '+' : look.button.text || (look.button.addsToCart ? t('diy.add_to_cart') : t('diy.buy'))}</Text>
            </View>
          ) : null}
        </View>
      </View>
    </View>
  )
})

/**
 * Goods in the module's theme ('0' single column, '1' two columns, '2' big image, '3' three columns,
 * '4' two columns side by side, '5' sideways slide, '6' no image), with the buy button and spec picker.
 */
export function DiyGoodsGrid({ look, testId = 'diy-goods-list' }: { look: GoodsListModule; testId?: string }) {
  const cart = useAddToCart()
  const onButton = look.button ? (goods: DiyGoods) => cart.tap(goods, look.button?.addsToCart ?? false) : undefined
  const cards = look.goods.map((goods) => (
    <View key={goods.id} className='diy-goods__item' style={{ padding: dp(look.spacing / 2) }}>
      <DiyGoodsCard goods={goods} look={look} onButton={onButton} />
    </View>
  ))
  return (
    <View className={`diy-goods diy-goods--t${look.theme}`} data-testid={testId}>
      {look.theme === '5' ? <HScroll className='diy-goods__slide'>{cards}</HScroll> : <View className='diy-goods__grid'>{cards}</View>}
      {cart.picker}
    </View>
  )
}
