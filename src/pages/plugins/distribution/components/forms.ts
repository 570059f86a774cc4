// The rules of the plugin's forms (spec 5, api-plugins-1 §4.12-4.14): the shared spec-5 rule sets first,
// then what only these forms ask (a landline or mobile number, a map location, chosen goods, a customer).
// Each returns the first message to show, or null; the form keeps what was typed either way.
import type { SpecPair } from '@/api/goods-summary'
import { RULES, validate } from '@/lib/validation'
import { dt } from './text'

/** A mainland mobile number, or a landline with optional area code and extension (as the server checks). */
export function isLandlineOrMobile(text: string): boolean {
  const value = text.trim()
  return /^1[3-9]\d{9}$/.test(value) || /^(0\d{2,3}-?)?[2-9]\d{6,7}(-\d{1,6})?$/.test(value)
}

export interface PickupFormValues {
  alias: string
  name: string
  tel: string
  province: number
  city: number
  county: number
  address: string
  lng: number | null
  lat: number | null
}

export function pickupProblem(values: PickupFormValues): string | null {
  const common = validate({ ...values }, RULES.pickupPoint)
  if (common) return common.message
  if (!isLandlineOrMobile(values.tel)) return dt('tel_format')
  if (values.lng === null || values.lat === null || (values.lng === 0 && values.lat === 0)) return dt('location_required')
  return null
}

export interface BundleFormValues {
  title: string
  describe: string
  lines: Array<{ goodsId: string; spec: SpecPair[] }>
}

export function bundleProblem(values: BundleFormValues): string | null {
  const common = validate({ title: values.title, describe: values.describe }, RULES.recommend)
  if (common) return common.message
  if (!values.lines.length) return dt('goods_required')
  return null
}

/** The same goods with the same spec may be chosen once. */
export function sameLine(a: { goodsId: string; spec: SpecPair[] }, b: { goodsId: string; spec: SpecPair[] }): boolean {
  return a.goodsId === b.goodsId && JSON.stringify(a.spec) === JSON.stringify(b.spec)
}

export interface VisitFormValues {
  customerId: string
  content: string
  images: string[]
}

export const VISIT_MAX_PHOTOS = 30

export function visitProblem(values: VisitFormValues): string | null {
  if (!values.customerId) return dt('customer_required')
  const common = validate({ content: values.content, images: values.images }, RULES.visit)
  return common ? common.message : null
}
