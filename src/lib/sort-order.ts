export type SortDirection = 'asc' | 'desc'

/**
 * The direction after a tap on a sort: the active sort flips; a newly chosen one starts where a shopper
 * expects it to, cheapest first for a price, most first for counts and dates.
 */
export function tappedDirection(sameField: boolean, current: SortDirection, ascendingFirst: boolean): SortDirection {
  if (sameField) return current === 'desc' ? 'asc' : 'desc'
  return ascendingFirst ? 'asc' : 'desc'
}
