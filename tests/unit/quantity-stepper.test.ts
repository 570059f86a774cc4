import { clampStep } from '@/components/quantity-stepper/quantity-stepper'

describe('quantity stepper clamping', () => {
  it('keeps typed and stepped values within min and max', () => {
    expect(clampStep(0, 1, 5)).toBe(1)
    expect(clampStep(9, 1, 5)).toBe(5)
    expect(clampStep(3.7, 1, 5)).toBe(3)
    expect(clampStep(Number.NaN, 2, 5)).toBe(2)
  })

  it('treats max 0 as unlimited and never goes below 1', () => {
    expect(clampStep(999, 1, 0)).toBe(999)
    expect(clampStep(-4, 0, 0)).toBe(1)
  })
})
