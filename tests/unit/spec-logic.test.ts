import type { SpecGroup } from '@/api/goods'
import {
  applyNextValues,
  chooseValue,
  chosenImage,
  clampQuantity,
  confirmProblem,
  currentOffer,
  initialSpecState,
  isComplete,
  maxQuantity,
  parsePreselection,
  pendingGroup,
  specPairs,
  specText,
  valueState,
} from '@/components/spec-picker/spec-logic'

const groups: SpecGroup[] = [
  {
    name: '套餐',
    values: [
      { name: '套餐一', image: '', inventory: null },
      { name: '套餐二', image: '', inventory: null },
    ],
  },
  {
    name: '颜色',
    values: [
      { name: '金色', image: 'gold.png', inventory: null },
      { name: '银色', image: '', inventory: null },
    ],
  },
  {
    name: '容量',
    values: [
      { name: '32G', image: '', inventory: null },
      { name: '64G', image: '', inventory: null },
      { name: '128G', image: '', inventory: null },
    ],
  },
]

const goods = { price: '4500.00-5500.00', originalPrice: '6000.00-6800.00', inventory: 100, buyMin: 1, buyMax: 0 }

describe('spec selection in order', () => {
  it('starts with only the first group open', () => {
    const state = initialSpecState(groups)
    expect(valueState(state, 0, '套餐二')).toBe('enabled')
    expect(valueState(state, 1, '金色')).toBe('disabled')
    expect(valueState(state, 2, '32G')).toBe('disabled')
    expect(pendingGroup(state, groups)).toBe(-1)
  })

  it('later groups cannot be chosen before the earlier ones', () => {
    const state = initialSpecState(groups)
    expect(chooseValue(state, 1, '金色')).toBe(state)
  })

  it('choosing a value asks for the next group and opens only what the server allows', () => {
    let state = chooseValue(initialSpecState(groups), 0, '套餐二')
    expect(state.chosen).toEqual(['套餐二'])
    expect(pendingGroup(state, groups)).toBe(1)
    state = applyNextValues(state, 1, ['金色', '银色'])
    expect(pendingGroup(state, groups)).toBe(-1)
    state = chooseValue(state, 1, '金色')
    state = applyNextValues(state, 2, ['32G', '128G'])
    expect(valueState(state, 2, '64G')).toBe('disabled')
    expect(valueState(state, 2, '128G')).toBe('enabled')
    expect(chooseValue(state, 2, '64G')).toBe(state)
    state = chooseValue(state, 2, '128G')
    expect(isComplete(state, groups)).toBe(true)
    expect(specPairs(state, groups)).toEqual([
      { type: '套餐', value: '套餐二' },
      { type: '颜色', value: '金色' },
      { type: '容量', value: '128G' },
    ])
    expect(specText(state)).toBe('套餐二 / 金色 / 128G')
  })

  it('changing an earlier group resets and locks the later ones', () => {
    let state = chooseValue(initialSpecState(groups), 0, '套餐二')
    state = chooseValue(applyNextValues(state, 1, ['金色', '银色']), 1, '金色')
    state = chooseValue(applyNextValues(state, 2, ['32G']), 2, '32G')
    state = chooseValue(state, 0, '套餐一')
    expect(state.chosen).toEqual(['套餐一'])
    expect(state.allowed[1]).toBeNull()
    expect(state.allowed[2]).toBeNull()
    expect(valueState(state, 1, '金色')).toBe('disabled')
    expect(isComplete(state, groups)).toBe(false)
  })

  it('tapping the selected value clears it and everything after it', () => {
    let state = chooseValue(initialSpecState(groups), 0, '套餐二')
    state = chooseValue(applyNextValues(state, 1, ['金色']), 1, '金色')
    state = chooseValue(state, 1, '金色')
    expect(state.chosen).toEqual(['套餐二'])
    expect(valueState(state, 1, '金色')).toBe('enabled')
  })

  it('ignores a late spectype answer for a prefix that changed', () => {
    const state = chooseValue(applyNextValues(chooseValue(initialSpecState(groups), 0, '套餐二'), 1, ['金色']), 1, '金色')
    expect(applyNextValues(state, 1, ['银色'])).toBe(state)
  })

  it('disables single-group values without stock', () => {
    const single: SpecGroup[] = [
      {
        name: '颜色',
        values: [
          { name: '红', image: '', inventory: 0 },
          { name: '蓝', image: '', inventory: 5 },
        ],
      },
    ]
    const state = initialSpecState(single)
    expect(valueState(state, 0, '红')).toBe('disabled')
    expect(valueState(state, 0, '蓝')).toBe('enabled')
  })

  it('shows the image of the last chosen value that has one', () => {
    let state = chooseValue(initialSpecState(groups), 0, '套餐二')
    expect(chosenImage(state, groups, 'goods.png')).toBe('goods.png')
    state = chooseValue(applyNextValues(state, 1, ['金色']), 1, '金色')
    expect(chosenImage(state, groups, 'goods.png')).toBe('gold.png')
  })

  it('pre-selects values from the page param in order, stopping at an unknown one', () => {
    expect(parsePreselection('%E5%A5%97%E9%A4%90%E4%BA%8C|%E9%87%91%E8%89%B2', groups)).toEqual(['套餐二', '金色'])
    expect(parsePreselection('套餐二|紫色|32G', groups)).toEqual(['套餐二'])
    expect(parsePreselection(undefined, groups)).toEqual([])
  })
})

describe('price, stock and quantity of the chosen spec', () => {
  it('uses the goods range until a spec is chosen, then the spec price and stock', () => {
    expect(currentOffer(goods, null)).toEqual({ price: '4500.00-5500.00', originalPrice: '6000.00-6800.00', inventory: 100, buyMin: 1, buyMax: 0 })
    const offer = currentOffer(goods, { price: '4800.00', originalPrice: '6600.00', inventory: 3, buyMin: 0, buyMax: 0 })
    expect(offer).toEqual({ price: '4800.00', originalPrice: '6600.00', inventory: 3, buyMin: 1, buyMax: 0 })
  })

  it('keeps the goods purchase limit when the spec has none', () => {
    const offer = currentOffer({ ...goods, buyMin: 2, buyMax: 4 }, { price: '1', originalPrice: '', inventory: 50, buyMin: 0, buyMax: 0 })
    expect(offer.buyMin).toBe(2)
    expect(offer.buyMax).toBe(4)
    expect(offer.originalPrice).toBe('6000.00-6800.00')
    expect(maxQuantity(offer)).toBe(4)
  })

  it('clamps the quantity to stock with the out-of-stock message', () => {
    const offer = { price: '1', originalPrice: '', inventory: 3, buyMin: 1, buyMax: 0 }
    expect(clampQuantity(5, offer)).toEqual({ quantity: 3, message: 'errors.out_of_stock' })
    expect(clampQuantity(2, offer)).toEqual({ quantity: 2, message: null })
  })

  it('clamps the quantity to the purchase limit with the restricted-purchase message', () => {
    const offer = { price: '1', originalPrice: '', inventory: 100, buyMin: 1, buyMax: 4 }
    expect(clampQuantity(9, offer)).toEqual({ quantity: 4, message: 'errors.restricted_purchase' })
  })

  it('raises the quantity to the minimum', () => {
    const offer = { price: '1', originalPrice: '', inventory: 100, buyMin: 2, buyMax: 0 }
    expect(clampQuantity(1, offer)).toEqual({ quantity: 2, message: 'goods.min_purchase_hint' })
    expect(clampQuantity(Number.NaN, offer).quantity).toBe(2)
  })
})

describe('confirm messages', () => {
  const offer = { price: '1', originalPrice: '', inventory: 5, buyMin: 1, buyMax: 3 }

  it('asks to choose a specification until every group is chosen', () => {
    const state = chooseValue(initialSpecState(groups), 0, '套餐二')
    expect(confirmProblem(state, groups, 1, offer)).toBe('errors.choose_spec')
  })

  it('reports out of stock and restricted purchase, else nothing', () => {
    let state = chooseValue(initialSpecState(groups), 0, '套餐二')
    state = chooseValue(applyNextValues(state, 1, ['金色']), 1, '金色')
    state = chooseValue(applyNextValues(state, 2, ['32G']), 2, '32G')
    expect(confirmProblem(state, groups, 1, { ...offer, inventory: 0 })).toBe('errors.out_of_stock')
    expect(confirmProblem(state, groups, 6, offer)).toBe('errors.out_of_stock')
    expect(confirmProblem(state, groups, 4, offer)).toBe('errors.restricted_purchase')
    expect(confirmProblem(state, groups, 2, offer)).toBeNull()
  })

  it('goods without specs only check stock and limits', () => {
    expect(confirmProblem(initialSpecState([]), [], 1, offer)).toBeNull()
  })
})
