// useraddress/index|detail rows: the shared address object (services/address) plus our `label` and the
// region code of the last level.
import { all, one } from '../db'
import type { Ctx } from '../core/context'
import { addressView as sharedAddressView, type AddressRow } from '../services/address'

export type { AddressRow }

export function listAddresses(ctx: Ctx, userId: number): AddressRow[] {
  return all<AddressRow>(ctx.db, 'SELECT * FROM user_addresses WHERE user_id = ? AND is_delete_time = 0 ORDER BY id DESC', userId)
}

/** The user's own address, or undefined (someone else's id looks exactly like a missing one). */
export function ownAddress(ctx: Ctx, userId: number, id: number): AddressRow | undefined {
  return one<AddressRow>(ctx.db, 'SELECT * FROM user_addresses WHERE id = ? AND user_id = ? AND is_delete_time = 0', id, userId)
}

function lastRegionCode(ctx: Ctx, row: AddressRow): string {
  const id = row.county || row.city
  return id ? one<{ code: string }>(ctx.db, 'SELECT code FROM regions WHERE id = ?', id)?.code ?? '' : ''
}

export function addressView(ctx: Ctx, row: AddressRow) {
  return { ...sharedAddressView(ctx, row), label: row.label, address_last_code: lastRegionCode(ctx, row) }
}
