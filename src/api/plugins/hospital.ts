import type { BuyParams } from '@/lib/buy-link'
import { call, pluginRoute } from '../client'
import { arr, asIs, bool, int, obj, reqStr, str } from '../parse'
import type { ApiResult } from '../types'

/** hospital (api-plugins-2 §3.22): patients, the cart's prescription check and the online consultation. */
const patient = (action: string) => pluginRoute('hospital', 'patient', action)
const prescription = (action: string) => pluginRoute('hospital', 'prescription', action)

/** plugins_base.hospital.data: whether the cart asks savecheck before settling. */
export interface HospitalBase {
  prescriptionCheck: boolean
}

export function parseHospitalBase(data: Record<string, unknown>): HospitalBase {
  return { prescriptionCheck: bool(data.is_goods_is_prescription) }
}

export interface Patient {
  id: string
  name: string
  genderName: string
  ageName: string
  /** Masked in lists. */
  idcard: string
}

export function parsePatient(raw: Record<string, unknown>): Patient {
  return { id: reqStr(raw, 'id'), name: str(raw.name), genderName: str(raw.gender_name), ageName: str(raw.age_name), idcard: str(raw.idcard) }
}

export interface PatientList {
  tips: string
  patients: Patient[]
}

export function getPatients(): Promise<ApiResult<PatientList>> {
  return call(
    patient('index'),
    {},
    (raw) => {
      const data = obj(raw)
      return { tips: str(data.patient_tips), patients: arr<Record<string, unknown>>(data.data_list).map((p) => parsePatient(obj(p))) }
    },
    { silent: true },
  )
}

/** One health entry as the server keeps it (api-plugins-2 §3.22). */
export interface HealthEntry {
  type: string
  status: number
  value: string
}

export interface PatientRecord {
  id: string
  name: string
  idcard: string
  mobile: string
  /** 1 female, 2 male, 0 not chosen. */
  gender: number
  age: string
  weight: string
  relation: string
  health: HealthEntry[]
}

export interface Choice<T> {
  value: T
  name: string
}

export interface PatientForm {
  patient: PatientRecord | null
  tips: string
  /** The server's gender list without its first entry ("secret"): 1 female, 2 male. */
  genders: Array<Choice<number>>
  pregnancies: Array<Choice<number>>
  relations: Array<Choice<string>>
}

function parsePatientRecord(value: unknown): PatientRecord | null {
  const raw = obj(value)
  if (!Object.keys(raw).length) return null
  return {
    id: reqStr(raw, 'id'),
    name: str(raw.name),
    idcard: str(raw.idcard),
    mobile: str(raw.mobile),
    gender: int(raw.gender),
    age: str(raw.age),
    weight: str(raw.weight),
    relation: str(raw.relation_tags),
    health: arr<Record<string, unknown>>(raw.health).map((h) => ({ type: str(obj(h).type), status: int(obj(h).status), value: str(obj(h).value) })),
  }
}

export function parsePatientForm(data: unknown): PatientForm {
  const raw = obj(data)
  return {
    patient: parsePatientRecord(raw.data),
    tips: str(raw.patient_tips),
    genders: arr<Record<string, unknown>>(raw.common_gender_list)
      .slice(1)
      .map((g) => ({ value: int(obj(g).id), name: str(obj(g).name) })),
    pregnancies: arr<Record<string, unknown>>(raw.hospital_pregnancy_list).map((p) => ({ value: int(obj(p).value), name: str(obj(p).name) })),
    relations: arr<Record<string, unknown>>(raw.hospital_relation_tags_list).map((r) => ({ value: str(obj(r).value), name: str(obj(r).name) })),
  }
}

export function getPatientForm(id: string): Promise<ApiResult<PatientForm>> {
  return call(patient('saveinfo'), id ? { id } : {}, parsePatientForm, { silent: true })
}

export interface PatientInput {
  id: string
  name: string
  idcard: string
  mobile: string
  gender: number
  age: string
  weight: string
  relation: string
  /** base64 of the JSON health list. */
  health: string
}

export function savePatient(input: PatientInput): Promise<ApiResult<unknown>> {
  return call(
    patient('save'),
    {
      id: input.id || 0,
      name: input.name.trim(),
      idcard: input.idcard.trim(),
      mobile: input.mobile.trim(),
      gender: input.gender,
      age: input.age.trim(),
      weight: input.weight.trim(),
      relation_tags: input.relation,
      health: input.health,
    },
    asIs,
  )
}

export function deletePatient(id: string): Promise<ApiResult<unknown>> {
  return call(patient('delete'), { ids: id }, asIs)
}

export interface PrescriptionChoice {
  name: string
  buttonText: string
  /** 'prescription' opens the consultation; anything else the normal checkout. */
  type: string
  goodsIds: string[]
}

export interface PrescriptionCheck {
  title: string
  choices: PrescriptionChoice[]
}

/** prescription/savecheck with the cart's checkout params: no choices when nothing needs a prescription. */
export function checkPrescription(params: BuyParams): Promise<ApiResult<PrescriptionCheck>> {
  return call(prescription('savecheck'), params, (raw) => {
    const data = obj(raw)
    return {
      title: str(data.title),
      choices: arr<Record<string, unknown>>(data.choice_data).map((c) => ({
        name: str(obj(c).name),
        buttonText: str(obj(c).btn_text),
        type: str(obj(c).type),
        goodsIds: arr<unknown>(obj(c).goods_ids).map((id) => str(id)),
      })),
    }
  })
}

export function initPrescription(params: BuyParams): Promise<ApiResult<unknown>> {
  return call(prescription('saveinit'), params, asIs, { silent: true })
}

export interface PrescriptionGoods {
  key: string
  image: string
  title: string
  price: string
  stock: number
}

export interface PrescriptionInfo {
  goods: PrescriptionGoods[]
  patient: Patient | null
  tips: string
}

export function getPrescriptionInfo(params: BuyParams, patientId: string): Promise<ApiResult<PrescriptionInfo>> {
  return call(
    prescription('saveinfo'),
    { ...params, id: patientId || 0 },
    (raw) => {
      const data = obj(raw)
      const chosen = obj(data.patient_data)
      return {
        goods: arr<Record<string, unknown>>(data.goods_data).map((g, i) => ({
          key: `${str(obj(g).id, String(i))}-${i}`,
          image: str(obj(g).images),
          title: str(obj(g).title),
          price: str(obj(g).price),
          stock: int(obj(g).stock),
        })),
        patient: Object.keys(chosen).length ? parsePatient(chosen) : null,
        tips: str(data.patient_tips),
      }
    },
    { silent: true },
  )
}

/** prescription/created answers the consultation page's address (a bare string, api-plugins-2 §5.2). */
export function createPrescription(params: BuyParams, illDesc: string, patientId: string): Promise<ApiResult<string>> {
  return call(prescription('created'), { ...params, ill_desc: illDesc.trim(), id: patientId }, (raw) => {
    const url = str(raw)
    if (!/^https?:\/\//i.test(url)) throw new Error('created: no consultation address')
    return url
  })
}
