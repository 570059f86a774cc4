import type { HealthEntry } from '@/api/plugins/hospital'
import { encodeBase64 } from '@/lib/base64'

/**
 * A patient's health details as the form holds them, and the list the server takes (api-plugins-2 §3.22):
 * base64 of a JSON array [{type, status, value?, msg}]. One key per text (v6.6.0 wrote the texts under a key
 * its own check never read; here the value travels as `value` and is checked as such).
 */
export interface HealthState {
  allergy: { on: boolean; text: string }
  sickness: { on: boolean; text: string }
  liverAbnormal: boolean
  renalAbnormal: boolean
  /** A value of the server's pregnancy list (0 = none). */
  pregnancy: number
}

export const EMPTY_HEALTH: HealthState = {
  allergy: { on: false, text: '' },
  sickness: { on: false, text: '' },
  liverAbnormal: false,
  renalAbnormal: false,
  pregnancy: 0,
}

export const GENDER = { female: 1, male: 2 } as const
export const HEALTH_TEXT_MAX = 230

/** The form's state from what the server keeps. */
export function healthFromEntries(entries: HealthEntry[]): HealthState {
  const find = (type: string) => entries.find((entry) => entry.type === type)
  const allergy = find('is_history_of_allergy')
  const sickness = find('is_history_of_sickness')
  return {
    allergy: { on: allergy?.status === 1, text: allergy?.status === 1 ? allergy.value : '' },
    sickness: { on: sickness?.status === 1, text: sickness?.status === 1 ? sickness.value : '' },
    liverAbnormal: find('liver_type')?.status === 1,
    renalAbnormal: find('renal_type')?.status === 1,
    pregnancy: find('pregnancy')?.status ?? 0,
  }
}

export interface HealthLabels {
  allergy: string
  sickness: string
  liver: string
  renal: string
  pregnancy: string
  /** Name of a pregnancy value. */
  pregnancyName: (value: number) => string
}

/** The list the server takes; texts only when switched on, pregnancy always 0 for a man. */
export function healthEntries(state: HealthState, gender: number, labels: HealthLabels) {
  const pregnancy = gender === GENDER.male ? 0 : state.pregnancy
  return [
    { type: 'is_history_of_allergy', status: state.allergy.on ? 1 : 0, value: state.allergy.on ? state.allergy.text.trim() : '', msg: labels.allergy },
    { type: 'is_history_of_sickness', status: state.sickness.on ? 1 : 0, value: state.sickness.on ? state.sickness.text.trim() : '', msg: labels.sickness },
    { type: 'liver_type', status: state.liverAbnormal ? 1 : 0, msg: labels.liver },
    { type: 'renal_type', status: state.renalAbnormal ? 1 : 0, msg: labels.renal },
    { type: 'pregnancy', status: pregnancy, msg: `${labels.pregnancy}: ${labels.pregnancyName(pregnancy)}` },
  ]
}

export function encodeHealth(state: HealthState, gender: number, labels: HealthLabels): string {
  return encodeBase64(JSON.stringify(healthEntries(state, gender, labels)))
}

/** The reason the health details cannot be saved (a switched-on text left empty or too long), as an i18n key. */
export function healthProblem(state: HealthState): string | null {
  if (state.allergy.on && !state.allergy.text.trim()) return 'allergy_required'
  if (state.sickness.on && !state.sickness.text.trim()) return 'sickness_required'
  for (const text of [state.allergy.on ? state.allergy.text : '', state.sickness.on ? state.sickness.text : '']) {
    if (Array.from(text.trim()).length > HEALTH_TEXT_MAX) return 'health_too_long'
  }
  return null
}

/** A one-line summary for the form's health row ('' when nothing is marked). */
export function healthSummary(state: HealthState, gender: number, labels: HealthLabels & { abnormal: string }): string {
  const parts: string[] = []
  if (state.allergy.on) parts.push(`${labels.allergy}: ${state.allergy.text.trim()}`)
  if (state.sickness.on) parts.push(`${labels.sickness}: ${state.sickness.text.trim()}`)
  if (state.liverAbnormal) parts.push(labels.liver)
  if (state.renalAbnormal) parts.push(labels.renal)
  if (gender !== GENDER.male && state.pregnancy) parts.push(labels.pregnancyName(state.pregnancy))
  return parts.join('; ')
}
