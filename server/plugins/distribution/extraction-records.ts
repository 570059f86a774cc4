// Pickup point (self-extraction) records: one application per user, its view and the region/phone rules.
import type { Database } from 'better-sqlite3'
import { formatTime } from '../../core/format'
import type { Ctx } from '../../core/router'
import { one } from '../../db'
import { regionNames, type AddressFields } from '../../services/address/address'

export const EXTRACTION_STATUS = { pending: 0, approved: 1, refused: 2, terminated: 3 } as const

export interface ExtractionRow extends AddressFields {
  id: number
  user_id: number
  logo: string
  status: number
  fail_reason: string
  add_time: number
  upd_time: number
}

export function extractionOf(db: Database, userId: number): ExtractionRow | undefined {
  return one<ExtractionRow>(db, 'SELECT * FROM distribution_extractions WHERE user_id = ?', userId)
}

export function extractionView(ctx: Ctx, e: ExtractionRow) {
  return {
    id: e.id,
    logo: e.logo ? ctx.img(e.logo) : '',
    alias: e.alias,
    name: e.name,
    tel: e.tel,
    province: e.province,
    city: e.city,
    county: e.county,
    ...regionNames(ctx.db, e),
    address: e.address,
    lng: e.lng,
    lat: e.lat,
    status: e.status,
    status_name: ctx.t(`dist.extraction_status_${e.status}`),
    fail_reason: e.status === EXTRACTION_STATUS.refused ? e.fail_reason : '',
    add_time: formatTime(e.add_time),
    upd_time: formatTime(e.upd_time),
  }
}

/** A mainland mobile number, or a landline with an optional area code and extension. */
export function isPhone(text: string): boolean {
  return /^1[3-9]\d{9}$/.test(text) || /^(0\d{2,3}-?)?[2-9]\d{6,7}(-\d{1,6})?$/.test(text)
}
