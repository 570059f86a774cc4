import { t } from '@/i18n'
import { charLength } from '@/lib/text-rules'
import { GENDER, healthProblem, type HealthState } from './health'
import '@/i18n/locales/plugin-hospital'

/** What the patient form holds (strings as typed, so nothing is lost on a refused save). */
export interface PatientValues {
  name: string
  idcard: string
  mobile: string
  gender: number
  age: string
  weight: string
  relation: string
  health: HealthState
}

export interface PatientProblem {
  field: keyof PatientValues
  message: string
}

const say = (field: keyof PatientValues, key: string): PatientProblem => ({ field, message: t(`plugin-hospital.${key}`) })

/**
 * The first rule a patient breaks (api-plugins-2 §3.22): name 1-30, ID card 1-60, mobile 1-30 (digits, +, -,
 * spaces), gender female/male, age 0-150 whole, weight 0-500, switched-on health texts filled in.
 */
export function patientProblem(values: PatientValues): PatientProblem | null {
  const name = values.name.trim()
  if (!name) return say('name', 'name_required')
  if (charLength(name) > 30) return say('name', 'name_too_long')
  const idcard = values.idcard.trim()
  if (!idcard) return say('idcard', 'idcard_required')
  if (charLength(idcard) > 60) return say('idcard', 'idcard_too_long')
  const mobile = values.mobile.trim()
  if (!mobile) return say('mobile', 'mobile_required')
  if (charLength(mobile) > 30 || !/^[0-9+\-\s]+$/.test(mobile)) return say('mobile', 'mobile_invalid')
  if (values.gender !== GENDER.female && values.gender !== GENDER.male) return say('gender', 'gender_required')
  const age = values.age.trim()
  if (age && (!/^\d{1,3}$/.test(age) || Number(age) > 150)) return say('age', 'age_invalid')
  const weight = values.weight.trim()
  if (weight && (!/^\d{1,3}(\.\d{1,2})?$/.test(weight) || Number(weight) > 500)) return say('weight', 'weight_invalid')
  const health = healthProblem(values.health)
  return health ? say('health', health) : null
}

/** The chief complaint of a consultation: 1-230 characters. */
export function illDescProblem(text: string): string | null {
  const value = text.trim()
  if (!value) return t('plugin-hospital.ill_desc_required')
  return charLength(value) > 230 ? t('plugin-hospital.ill_desc_too_long') : null
}
