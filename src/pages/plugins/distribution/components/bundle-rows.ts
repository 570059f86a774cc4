// The goods rows of a shared bundle page: the total of what is checked and why a quantity was changed.
import type { BundleGoodsLine } from '@/api/plugins/distribution-bundles'
import { fromCents, toCents } from '@/lib/money'
import { dt } from './text'
import '@/i18n/locales/plugin-distribution-recommend'

export interface BundleRow extends BundleGoodsLine {
  checked: boolean
}

/** The bundle total: price x quantity of the checked goods that can be bought, in cents. */
export function bundleTotal(rows: BundleRow[]): string {
  return fromCents(rows.filter((r) => r.checked && !r.error).reduce((sum, r) => sum + toCents(r.price) * r.quantity, 0))
}

/** Why a requested quantity was changed (minimum, purchase limit, stock), or ''. */
export function quantityNote(row: Pick<BundleGoodsLine, 'buyMin' | 'buyMax' | 'inventory' | 'inventoryUnit'>, requested: number): string {
  if (requested < row.buyMin) return dt('qty_min', { n: row.buyMin, unit: row.inventoryUnit })
  if (row.buyMax > 0 && requested > row.buyMax) return dt('qty_max', { n: row.buyMax, unit: row.inventoryUnit })
  if (requested > row.inventory) return dt('qty_stock', { n: row.inventory, unit: row.inventoryUnit })
  return ''
}
