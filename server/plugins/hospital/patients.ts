// A shopper's patients (api-plugins-2 §3.22): list, form data, save (every rule answered with its own message)
// and delete; someone else's patient answers like a missing one.
import { ApiError, ok, type Ctx } from '../../core/router'
import { asDecimal, asInt, isAbsent, optionalText, pickAllowed, scalarText } from '../../core/validate'
import { all, one, run } from '../../db'
import { GENDER, healthView, PREGNANCY_VALUES, readHealth } from './health'
import { deleteOwned } from '../../services/user/owned-rows'

export const MAX_PATIENTS = 20
const RELATIONS = ['self', 'parent', 'spouse', 'child', 'other']

export interface PatientRow {
  id: number
  user_id: number
  name: string
  idcard: string
  mobile: string
  gender: number
  age: number
  weight: number
  relation_tags: string
  health: string
  add_time: number
  upd_time: number
}

export function patientTips(ctx: Ctx): string {
  return ctx.t('hospital.patient_tips')
}

/** The user's patient `id`, or undefined (someone else's patient is not found either). */
export function findPatient(ctx: Ctx, userId: number, id: number): PatientRow | undefined {
  return one<PatientRow>(ctx.db, 'SELECT * FROM hospital_patients WHERE id = ? AND user_id = ?', id, userId)
}

function ownPatient(ctx: Ctx, userId: number, id: number): PatientRow {
  const row = findPatient(ctx, userId, id)
  if (!row) throw new ApiError(ctx.t('hospital.patient_not_found'))
  return row
}

function genderName(ctx: Ctx, gender: number): string {
  return ctx.t(gender === GENDER.female ? 'gender.female' : gender === GENDER.male ? 'gender.male' : 'gender.secret')
}

/** "1101**********1234": lists show the ID card masked. */
function maskIdcard(idcard: string): string {
  return idcard.length > 8 ? `${idcard.slice(0, 4)}${'*'.repeat(idcard.length - 8)}${idcard.slice(-4)}` : idcard
}

/** A patient in lists and on the prescription page. */
export function patientBrief(ctx: Ctx, row: PatientRow) {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    gender_name: genderName(ctx, row.gender),
    age: row.age,
    age_name: row.age ? ctx.t('hospital.age_name', { n: row.age }) : '',
    idcard: maskIdcard(row.idcard),
    mobile: row.mobile,
    relation_tags: row.relation_tags,
  }
}

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const rows = all<PatientRow>(ctx.db, 'SELECT * FROM hospital_patients WHERE user_id = ? ORDER BY id DESC LIMIT ?', user.id, MAX_PATIENTS)
  return ok({ patient_tips: patientTips(ctx), data_list: rows.map((row) => patientBrief(ctx, row)) })
}

/** patient/saveinfo {id?}: the form's data (the patient itself when editing) and its choice lists. */
function saveinfo(ctx: Ctx) {
  const user = ctx.requireUser()
  const row = isAbsent(ctx.params.id) || ctx.params.id === 0 || ctx.params.id === '0' ? undefined : ownPatient(ctx, user.id, readId(ctx))
  return ok({
    data: row
      ? {
          id: row.id,
          name: row.name,
          idcard: row.idcard,
          mobile: row.mobile,
          gender: row.gender,
          age: row.age || '',
          weight: row.weight || '',
          relation_tags: row.relation_tags,
          health: healthView(ctx, row.health),
        }
      : null,
    patient_tips: patientTips(ctx),
    common_gender_list: [0, 1, 2].map((id) => ({ id, name: genderName(ctx, id), checked: id === 0 })),
    hospital_pregnancy_list: PREGNANCY_VALUES.map((value) => ({ name: ctx.t(`hospital.pregnancy_${value}`), value })),
    hospital_relation_tags_list: RELATIONS.map((value) => ({ name: ctx.t(`hospital.relation_${value}`), value })),
  })
}

function readId(ctx: Ctx): number {
  const id = asInt(ctx.params.id)
  if (id === null || id < 1) throw new ApiError(ctx.t('hospital.patient_not_found'))
  return id
}

function requiredText(ctx: Ctx, name: string, max: number, requiredKey: string, tooLongKey: string): string {
  const raw = ctx.params[name]
  if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') throw new ApiError(ctx.t(requiredKey))
  const text = optionalText(ctx, name, 100_000)
  if (!text) throw new ApiError(ctx.t(requiredKey))
  if ([...text].length > max) throw new ApiError(ctx.t(tooLongKey))
  return text
}

/** patient/save: name ≤30, idcard ≤60, mobile ≤30 (digits, +, -, spaces), gender 1/2, age 0-150, weight 0-500. */
function save(ctx: Ctx) {
  const user = ctx.requireUser()
  const editing = isAbsent(ctx.params.id) || ctx.params.id === 0 || ctx.params.id === '0' ? undefined : ownPatient(ctx, user.id, readId(ctx))
  const name = requiredText(ctx, 'name', 30, 'hospital.name_required', 'hospital.name_too_long')
  const idcard = requiredText(ctx, 'idcard', 60, 'hospital.idcard_required', 'hospital.idcard_too_long')
  const mobile = requiredText(ctx, 'mobile', 30, 'hospital.mobile_required', 'hospital.mobile_invalid')
  if (!/^[0-9+\-\s]+$/.test(mobile)) throw new ApiError(ctx.t('hospital.mobile_invalid'))
  const gender = asInt(ctx.params.gender)
  if (gender !== GENDER.female && gender !== GENDER.male) throw new ApiError(ctx.t('hospital.gender_required'))
  const age = isAbsent(ctx.params.age) ? 0 : asInt(ctx.params.age)
  if (age === null || age < 0 || age > 150) throw new ApiError(ctx.t('hospital.age_invalid'))
  const weight = isAbsent(ctx.params.weight) ? 0 : asDecimal(ctx.params.weight)
  if (weight === null || weight < 0 || weight > 500) throw new ApiError(ctx.t('hospital.weight_invalid'))
  const relationRaw = scalarText(ctx.params.relation_tags) ?? ''
  const relation = relationRaw === '' ? '' : pickAllowed(new Map(RELATIONS.map((r) => [r, r])), relationRaw)
  if (relation === undefined) throw new ApiError(ctx.t('hospital.relation_invalid'))
  const health = JSON.stringify(readHealth(ctx, ctx.params.health, gender))
  const now = ctx.nowSeconds()
  const values = [name, idcard, mobile, gender, age, Math.round(weight * 10) / 10, relation, health, now]
  if (editing) {
    run(
      ctx.db,
      'UPDATE hospital_patients SET name = ?, idcard = ?, mobile = ?, gender = ?, age = ?, weight = ?, relation_tags = ?, health = ?, upd_time = ? WHERE id = ? AND user_id = ?',
      ...values,
      editing.id,
      user.id,
    )
    return ok({ id: editing.id }, ctx.t('hospital.save_ok'))
  }
  const count = one<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM hospital_patients WHERE user_id = ?', user.id)?.n ?? 0
  if (count >= MAX_PATIENTS) throw new ApiError(ctx.t('hospital.too_many', { n: MAX_PATIENTS }))
  const id = run(
    ctx.db,
    'INSERT INTO hospital_patients (name, idcard, mobile, gender, age, weight, relation_tags, health, upd_time, user_id, add_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ...values,
    user.id,
    now,
  ).lastInsertRowid
  return ok({ id: Number(id) }, ctx.t('hospital.save_ok'))
}

/** patient/delete {ids}: all of them the user's own, or nothing is deleted. */
function remove(ctx: Ctx) {
  const user = ctx.requireUser()
  deleteOwned(ctx, 'hospital_patients', user.id, 'hospital.patient_not_found', MAX_PATIENTS)
  return ok('', ctx.t('hospital.delete_ok'))
}

export const patientControl = { index, saveinfo, save, delete: remove }
