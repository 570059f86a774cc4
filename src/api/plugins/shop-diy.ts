import { isOn, type Raw } from '../diy'
import { readCardLook, type CardLook } from '../diy-modules/card-look'
import { dataSourceRows } from '../diy-modules/rows'
import { int, str } from '../parse'
import { parseShopSummary, type ShopSummary } from './shop'

/** The page builder's shop module (api-plugins-2 2.4 "shop"): shops by the data-source pattern. */
export interface ShopDiyModule {
  /** '0' one column, '1' two columns, '2' big image, '3' sideways slide. */
  theme: string
  shops: ShopSummary[]
  /** Lines of the description to show; 0 hides it. */
  describeLines: number
  look: CardLook
}

export function readShopDiy(c: Raw, s: Raw): ShopDiyModule {
  return {
    theme: str(c.theme, '0'),
    shops: dataSourceRows(c, 'name', 'logo')
      .filter((row) => str(row.id))
      .map(parseShopSummary),
    describeLines: isOn(c.shop_desc, '1') ? Math.max(1, int(c.shop_desc_row, 2)) : 0,
    look: readCardLook(c, s, 'shop'),
  }
}
