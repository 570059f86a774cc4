import type { GiftGoods } from '@/api/plugins/givegift'
import { t } from '@/i18n'
import '@/i18n/locales/plugin-givegift'

/** Why `units` cannot be given (minimum, purchase limit, stock), or null (api-plugins-2 §3.17). */
export function unitsProblem(goods: Pick<GiftGoods, 'buyMin' | 'buyMax' | 'inventory'>, units: number): string | null {
  if (!Number.isInteger(units) || units < Math.max(1, goods.buyMin)) return t('plugin-givegift.units_min', { n: Math.max(1, goods.buyMin) })
  if (goods.buyMax > 0 && units > goods.buyMax) return t('plugin-givegift.units_max', { n: goods.buyMax })
  if (units > goods.inventory) return t('plugin-givegift.units_stock', { n: goods.inventory })
  return null
}
