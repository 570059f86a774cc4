// Points arithmetic for checkout: 100 points = 1 yuan, at most half of what is left to pay.
export const POINTS_PER_YUAN = 100
export const MAX_DEDUCT_PERCENT = 50

export function pointsToCents(points: number): number {
  return Math.floor((points * 100) / POINTS_PER_YUAN)
}

export function centsToPoints(cents: number): number {
  return Math.floor((cents * POINTS_PER_YUAN) / 100)
}

/** The most points this order can take: capped by the balance and by MAX_DEDUCT_PERCENT of the payable. */
export function maxUsablePoints(balance: number, payableCents: number): number {
  const capCents = Math.floor((Math.max(0, payableCents) * MAX_DEDUCT_PERCENT) / 100)
  return Math.max(0, Math.min(balance, centsToPoints(capCents)))
}
