// A patient's health details (api-plugins-2 §3.22): sent as base64 of a JSON array [{type, status, value?, msg}];
// stored as [{type, status, value}] and shown with a localised msg.
import { ApiError, type Ctx } from '../../core/router'
import { asInt, freeText } from '../../core/validate'

export const HEALTH_TYPES = ['is_history_of_allergy', 'is_history_of_sickness', 'liver_type', 'renal_type', 'pregnancy'] as const
export type HealthType = (typeof HEALTH_TYPES)[number]
export const PREGNANCY_VALUES = [0, 1, 2, 3]
export const GENDER = { female: 1, male: 2 } as const
const TEXT_MAX = 230

export interface HealthItem {
  type: HealthType
  status: number
  value: string
}

const LABELS: Record<HealthType, string> = {
  is_history_of_allergy: 'hospital.health_allergy',
  is_history_of_sickness: 'hospital.health_sickness',
  liver_type: 'hospital.health_liver',
  renal_type: 'hospital.health_renal',
  pregnancy: 'hospital.health_pregnancy',
}

/** base64(JSON), a JSON string or an array: the raw list, or null when it is none of them. */
function decodeList(raw: unknown): unknown[] | null {
  if (raw === undefined || raw === null || raw === '') return []
  if (Array.isArray(raw)) return raw
  if (typeof raw !== 'string') return null
  for (const text of [raw, Buffer.from(raw, 'base64').toString('utf8')]) {
    try {
      const value = JSON.parse(text)
      if (Array.isArray(value)) return value
    } catch {
      /* try the other reading */
    }
  }
  return null
}

/**
 * The checked health list for a patient of `gender`: a known type once each; allergy and sickness need their
 * text when switched on; liver and kidney are 0/1; pregnancy is one of the list and always 0 for men.
 */
export function readHealth(ctx: Ctx, raw: unknown, gender: number): HealthItem[] {
  const list = decodeList(raw)
  if (!list || list.length > HEALTH_TYPES.length) throw new ApiError(ctx.t('hospital.health_invalid'))
  const seen = new Set<string>()
  const items: HealthItem[] = []
  for (const entry of list) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) throw new ApiError(ctx.t('hospital.health_invalid'))
    const { type, status: rawStatus, value: rawValue } = entry as Record<string, unknown>
    if (typeof type !== 'string' || !(HEALTH_TYPES as readonly string[]).includes(type) || seen.has(type)) throw new ApiError(ctx.t('hospital.health_invalid'))
    seen.add(type)
    const status = asInt(rawStatus ?? 0)
    if (status === null) throw new ApiError(ctx.t('hospital.health_invalid'))
    if (type === 'pregnancy') {
      if (!PREGNANCY_VALUES.includes(status)) throw new ApiError(ctx.t('hospital.pregnancy_invalid'))
      items.push({ type, status: gender === GENDER.male ? 0 : status, value: '' })
      continue
    }
    if (status !== 0 && status !== 1) throw new ApiError(ctx.t('hospital.health_invalid'))
    const text = freeText(rawValue)
    if (text === null) throw new ApiError(ctx.t('hospital.health_invalid'))
    if (type === 'is_history_of_allergy' || type === 'is_history_of_sickness') {
      if (status === 1 && !text) throw new ApiError(ctx.t(type === 'is_history_of_allergy' ? 'hospital.allergy_required' : 'hospital.sickness_required'))
      if ([...text].length > TEXT_MAX) throw new ApiError(ctx.t('hospital.health_text_too_long'))
      items.push({ type: type as HealthType, status, value: status === 1 ? text : '' })
    } else items.push({ type: type as HealthType, status, value: '' })
  }
  return items
}

/** Stored health as the client reads it, each with its localised summary (msg). */
export function healthView(ctx: Ctx, json: string) {
  let items: HealthItem[] = []
  try {
    const parsed = JSON.parse(json)
    if (Array.isArray(parsed)) items = parsed
  } catch {
    items = []
  }
  return items.map((item) => ({ ...item, name: ctx.t(LABELS[item.type]), msg: healthMsg(ctx, item) }))
}

function healthMsg(ctx: Ctx, item: HealthItem): string {
  switch (item.type) {
    case 'is_history_of_allergy':
    case 'is_history_of_sickness':
      return item.status ? item.value : ctx.t('hospital.health_none')
    case 'pregnancy':
      return ctx.t(`hospital.pregnancy_${item.status}`)
    default:
      return ctx.t(item.status ? 'hospital.health_abnormal' : 'hospital.health_normal')
  }
}
