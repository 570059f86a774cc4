// Client checks of the coin forms (api-plugins-1 §6): each returns the plugin-coin message key of the
// first problem, or null. The server checks everything again; these only save a round trip.

import { multiplyAmount, toCents } from '@/lib/money'

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/

/**
 * Amount inputs need a real cap: the web build's number input cuts its value to maxlength, so the
 * shared -1 (no limit) would empty it. 9 digits, a point and 2 decimals.
 */
export const AMOUNT_MAXLENGTH = 12

function amountProblem(value: string, requiredKey: string, balance?: string): string | null {
  const text = value.trim()
  if (!text) return requiredKey
  if (!AMOUNT.test(text) || Number(text) <= 0) return 'coin_invalid'
  if (balance !== undefined && toCents(text) > toCents(balance)) return 'balance_not_enough'
  return null
}

export function rechargeProblem(v: { networkCount: number; networkId: string; coin: string }): string | null {
  if (v.networkCount === 0) return 'no_network'
  if (!v.networkId) return 'network_required'
  return amountProblem(v.coin, 'recharge_coin_required')
}

export const VOUCHER_MAX = 10
export const PAY_NOTE_MAX = 500

export function payProblem(v: { images: string[]; note: string }): string | null {
  if (v.images.length === 0) return 'voucher_required'
  if (v.images.length > VOUCHER_MAX) return 'voucher_max'
  const note = v.note.trim()
  if (!note) return 'note_required'
  return Array.from(note).length > PAY_NOTE_MAX ? 'note_too_long' : null
}

export function convertProblem(v: { sendId: string; receiveId: string; coin: string; balance: string }): string | null {
  if (v.sendId && v.sendId === v.receiveId) return 'same_account'
  return amountProblem(v.coin, 'convert_coin_required', v.balance)
}

export function cashProblem(v: { networkCount: number; networkId: string; coin: string; address: string; balance: string }): string | null {
  if (v.networkCount === 0) return 'no_network'
  const amount = amountProblem(v.coin, 'cash_coin_required', v.balance)
  if (amount) return amount
  if (!v.address.trim()) return 'address_required'
  return v.networkId ? null : 'network_required'
}

/** v6.6 checked a field it never sent; here the looked-up receiving account and the amount are checked. */
export function transferProblem(v: { receiveId: string; coin: string; balance: string }): string | null {
  if (!v.receiveId) return 'receive_required'
  return amountProblem(v.coin, 'transfer_coin_required', v.balance)
}

/** The converted amount shown while typing: amount x rate, in cents and rounded as the server does. */
export function convertPreview(amount: string, rate: number): string {
  const n = Number(amount)
  if (!amount.trim() || !Number.isFinite(n) || n <= 0 || !Number.isFinite(rate)) return '0.00'
  return multiplyAmount(n, rate)
}
