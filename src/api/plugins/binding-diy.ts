import { isOn, strings, type Raw } from '../diy'
import { readCardLook, type CardLook } from '../diy-modules/card-look'
import { dataSourceRows } from '../diy-modules/rows'
import { arr, obj, str } from '../parse'
import { parseBundle, type Bundle } from './binding'

/** The page builder's bundle module (api-plugins-2 2.4 "binding"): bundles by the data-source pattern. */
export interface BindingDiyModule {
  bundles: Array<Bundle & { url: string; priceUnits: Record<string, string> }>
  /** The bundle's own picture: none, beside its title ('0') or big above it ('1'). */
  cover: '' | 'side' | 'big'
  /** Its goods: '0' one column, '1' two columns, '2' two side by side, '3' sideways slide. */
  goodsTheme: string
  /** Which goods parts show: 'title', 'goods_img', 'price', 'price_unit', 'save_price'. */
  goodsShow: string[]
  /** The goods list starts open (the shopper can fold it either way). */
  openByDefault: boolean
  look: CardLook
}

const BUNDLE_PAGE = '/pages/plugins/binding/detail/detail'

export function readBindingDiy(c: Raw, s: Raw): BindingDiyModule {
  const showCover = isOn(c.is_host_graph_show, '1')
  return {
    bundles: dataSourceRows(c, 'title', 'images')
      .filter((row) => str(row.id))
      .map((row) => ({
        ...parseBundle(row),
        url: str(row.url) || `${BUNDLE_PAGE}?id=${str(row.id)}`,
        priceUnits: Object.fromEntries(arr<Raw>(row.goods).map((g) => [str(obj(g).id), str(obj(g).show_price_unit)])),
      })),
    cover: !showCover ? '' : str(c.host_graph_theme, '0') === '1' ? 'big' : 'side',
    goodsTheme: str(c.theme, '0'),
    goodsShow: c.is_goods_show === undefined ? ['title', 'goods_img', 'price', 'save_price'] : strings(c.is_goods_show),
    openByDefault: isOn(c.is_default_show_goods, '1'),
    look: readCardLook(c, s, 'binding'),
  }
}
