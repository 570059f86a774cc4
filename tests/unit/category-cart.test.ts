import type { CartItem } from '@/api/cart'
import { cartBarTotals, quantityInCart, rowStep, withBackOption } from '@/pages/goods-category/category-cart'

function row(partial: Partial<CartItem>): CartItem {
  return {
    id: '1',
    goodsId: '10',
    title: 'g',
    image: '',
    price: '10.00',
    originalPrice: '',
    stock: 1,
    spec: [],
    specText: '',
    inventory: 99,
    inventoryUnit: '',
    buyMin: 1,
    buyMax: 0,
    isInvalid: false,
    errorMsg: '',
    url: '',
    ...partial,
  }
}

const plain = { id: '10', hasSpecs: false, buyMin: 1, buyMax: 0, inventory: 10 }

describe('goods-list mode cart rules (api-core 3.2)', () => {
  it('sums the pieces of a goods over its rows', () => {
    expect(quantityInCart('10', [row({ stock: 2 }), row({ id: '2', stock: 3 }), row({ id: '3', goodsId: '11', stock: 9 })])).toBe(5)
  })

  it('the first + saves the minimum, later taps change the row', () => {
    expect(rowStep({ ...plain, buyMin: 2 }, [], 1)).toEqual({ kind: 'save', stock: 2 })
    const existing = row({ stock: 2 })
    expect(rowStep(plain, [existing], 1)).toEqual({ kind: 'stock', row: existing, stock: 3 })
  })

  it('− below the minimum removes the row, otherwise lowers it; nothing to lower without a row', () => {
    const one = row({ stock: 1 })
    expect(rowStep(plain, [one], -1)).toEqual({ kind: 'delete', row: one })
    const three = row({ stock: 3 })
    expect(rowStep({ ...plain, buyMin: 3 }, [three], -1)).toEqual({ kind: 'delete', row: three })
    expect(rowStep(plain, [three], -1)).toEqual({ kind: 'stock', row: three, stock: 2 })
    expect(rowStep(plain, [], -1)).toEqual({ kind: 'refused', reason: 'nothing' })
  })

  it('refuses more than the limit or the stock, and sends goods with specs to the picker', () => {
    expect(rowStep({ ...plain, buyMax: 2 }, [row({ stock: 2 })], 1)).toEqual({ kind: 'refused', reason: 'over_max' })
    expect(rowStep({ ...plain, inventory: 2 }, [row({ stock: 2 })], 1)).toEqual({ kind: 'refused', reason: 'out_of_stock' })
    expect(rowStep({ ...plain, hasSpecs: true }, [], 1)).toEqual({ kind: 'spec' })
  })

  it('the bar counts every piece but totals and checks out only rows that can be bought', () => {
    const totals = cartBarTotals([row({ stock: 2, price: '0.10' }), row({ id: '2', stock: 1, price: '0.20' }), row({ id: '3', stock: 4, isInvalid: true })])
    expect(totals).toEqual({ count: 7, price: '0.40', ids: ['1', '2'] })
  })

  it('opens goods detail with is_opt_back', () => {
    expect(withBackOption('/pages/goods-detail/goods-detail?id=3')).toBe('/pages/goods-detail/goods-detail?id=3&is_opt_back=1')
    expect(withBackOption('/x')).toBe('/x?is_opt_back=1')
  })
})
