import { parseBundle } from '@/api/plugins/binding'
import { bundleSummary, goodsPrices, initialPicks } from '@/pages/plugins/binding/components/bundle-price'

const bundle = parseBundle({
  id: 1,
  type: 0,
  goods: [
    {
      id: 3,
      title: 'serum',
      price: '239.00-359.00',
      min_price: '239.00',
      max_price: '359.00',
      discount: '40.00',
      discount_price: '199.00-319.00',
      buy_min_number: 1,
    },
    { id: 5, title: 'masks', price: '59.00', min_price: '59.00', max_price: '59.00', discount: '80.00', discount_price: '0.00', buy_min_number: 2 },
    { id: 8, title: 'lapsed', price: '89.00', min_price: '89.00', max_price: '89.00', discount: '10.00', is_error: 1, error_msg: '已失效' },
  ],
})

describe('bundle price on the bundle page', () => {
  it('counts a range until a spec is chosen, one set of each goods, never a discount above the price, no lapsed goods', () => {
    const picks = initialPicks(bundle)
    // serum 239-359 less 40; masks 2 × (59 less at most 59); the lapsed goods does not count.
    expect(bundleSummary(bundle, picks)).toEqual({ price: '199.00-319.00', originalPrice: '357.00-477.00', saving: '158.00', count: 2 })
    const chosen = { ...picks, 3: { selected: true, spec: [{ type: '规格', value: '50ml' }], specPrice: '359.00' } }
    expect(bundleSummary(bundle, chosen)).toEqual({ price: '319.00', originalPrice: '477.00', saving: '158.00', count: 2 })
    expect(goodsPrices(bundle.goods[0], chosen[3])).toEqual({ bundle: '319.00', usual: '359.00' })
    expect(goodsPrices(bundle.goods[0], picks[3])).toEqual({ bundle: '199.00-319.00', usual: '239.00-359.00' })
  })
})
