// Readers of the page builder's goods modules (api-plugins-2 2.4): goods-list, goods-tabs, goods-magic. They
// load with their renderers (src/components/diy/families/goods.tsx).
import { int, num, obj, str } from '../parse'
import { isOn, parseFill, strings, type Fill, type Raw } from '../diy'
import { dataSourceRows, parseDiyGoods, type DiyGoods } from './rows'
import { readTabBarLook, tabsOf, type TabbedModule } from './tabs'

export interface GoodsListModule {
  /** '0' single column, '1' two columns, '2' big image, '3' three columns, '4' two columns side by side, '5' slide, '6' no image. */
  theme: string
  goods: DiyGoods[]
  /** Which parts show: 'title', 'simple_desc', 'price', 'price_unit', 'original_price', 'sales_count', 'plugins_view_icon'. */
  show: string[]
  descLines: number
  /** The buy button: text or an icon; it adds to the cart (spec picker) or opens the goods. */
  button: { text: string; icon: boolean; addsToCart: boolean } | null
  spacing: number
  radius: number
  imageRadius: number
  cardFill: Fill
  titleColor: string
  priceColor: string
  buttonFill: Fill
}

/** The display part of goods-list content: goods-tabs, goods-magic and data-tabs reuse it with their own rows. */
export function readGoodsDisplay(c: Raw, s: Raw, goods: DiyGoods[]): GoodsListModule {
  const button = isOn(c.is_shop_show)
    ? {
        text: str(c.shop_type, 'text') === 'text' ? str(c.shop_button_text) : '',
        icon: str(c.shop_type, 'text') !== 'text',
        addsToCart: isOn(c.shop_button_effect),
      }
    : null
  return {
    theme: str(c.theme, '0'),
    goods,
    show: c.is_show === undefined ? ['title', 'price', 'sales_count'] : strings(c.is_show),
    descLines: Math.max(1, int(c.simple_desc_row, 1)),
    button,
    spacing: num(s.content_spacing, 10),
    radius: num(s.shop_radius, 8),
    imageRadius: num(s.shop_img_radius, 6),
    cardFill: parseFill(s, 'shop_', 'shop_background_img'),
    titleColor: str(s.shop_title_color, '#333333'),
    priceColor: str(s.shop_price_color),
    buttonFill: parseFill(s, 'shop_button_'),
  }
}

const goodsOf = (c: Raw) => dataSourceRows(c, 'title', 'images').map(parseDiyGoods)

export const readGoodsList = (c: Raw, s: Raw): GoodsListModule => readGoodsDisplay(c, s, goodsOf(c))

export type GoodsTabsModule = TabbedModule<GoodsListModule>

/** Each tab carries its own rows; the goods-list look is the module's. */
export const readGoodsTabs = (c: Raw, s: Raw): GoodsTabsModule => ({
  bar: readTabBarLook(c, s),
  tabs: tabsOf(c, (tab) => readGoodsDisplay(c, s, goodsOf(tab))),
})

/** goods-magic: an automatic list such as the shopper's favourites or history, drawn as goods-list. */
export const readGoodsMagic = (c: Raw, s: Raw): GoodsListModule => readGoodsDisplay(c, s, goodsOf(obj(c.data_source_content)))
