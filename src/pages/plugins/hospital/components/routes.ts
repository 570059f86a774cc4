import type { BuyParams } from '@/lib/buy-link'
import { encodeParam } from '@/lib/buy-link'

const ROOT = '/pages/plugins/hospital'

export const HOSPITAL_PAGES = {
  patients: `${ROOT}/patient-list/patient-list`,
  patient: `${ROOT}/patient/patient`,
  prescription: `${ROOT}/prescription/prescription`,
}

export const choosePatientUrl = () => `${HOSPITAL_PAGES.patients}?is_choice=1`
export const patientFormUrl = (id?: string) => (id ? `${HOSPITAL_PAGES.patient}?id=${encodeURIComponent(id)}` : HOSPITAL_PAGES.patient)
/** The consultation page takes the checkout's params the same way the buy page does. */
export const prescriptionUrl = (params: BuyParams) => `${HOSPITAL_PAGES.prescription}?data=${encodeParam(params)}`
