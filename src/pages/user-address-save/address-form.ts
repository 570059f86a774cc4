import type { Address, AddressInput } from '@/api/address'
import { EMPTY_REGION, type RegionValue } from '@/components/region-picker/region-model'
import { t } from '@/i18n'
import addressText from '@/i18n/locales/address'
import { RULES, validate, type Rule } from '@/lib/validation'

/** The address form as the page edits it; converted to the save call's body by toSaveInput. */
export interface AddressFormValues {
  id: string
  alias: string
  label: string
  name: string
  tel: string
  region: RegionValue
  address: string
  lng: number | ''
  lat: number | ''
  locationName: string
  isDefault: boolean
  idcardName: string
  idcardNumber: string
  idcardFront: string[]
  idcardBack: string[]
}

/** What the site config asks of the form (api-core 3.15). */
export interface AddressRequirements {
  idcard: boolean
  location: boolean
}

/** The preset tags of spec 3 (stored as the key, shown translated). */
export const ADDRESS_LABELS = ['home', 'company', 'school'] as const

type AddressLabel = (typeof ADDRESS_LABELS)[number]

/** Seeded/older addresses store the label as text ("家", "Home"); map it back to its preset key. */
export function labelKey(label: string): AddressLabel | '' {
  const text = label.trim()
  if (!text) return ''
  return ADDRESS_LABELS.find((key) => key === text || addressText.zh[`label_${key}`] === text || addressText.en[`label_${key}`] === text) ?? ''
}

/** What to show for a stored label: the translated preset, or the text as stored. */
export function labelText(label: string): string {
  const key = labelKey(label)
  return key ? t(`address.label_${key}`) : label
}

export function emptyAddressForm(): AddressFormValues {
  return {
    id: '',
    alias: '',
    label: '',
    name: '',
    tel: '',
    region: EMPTY_REGION,
    address: '',
    lng: '',
    lat: '',
    locationName: '',
    isDefault: false,
    idcardName: '',
    idcardNumber: '',
    idcardFront: [],
    idcardBack: [],
  }
}

export function formFromAddress(a: Address): AddressFormValues {
  const located = a.lng !== 0 || a.lat !== 0
  return {
    id: a.id,
    alias: a.alias,
    label: labelKey(a.label) || a.label,
    name: a.name,
    tel: a.tel,
    region: { province: { id: a.province, name: a.provinceName }, city: { id: a.city, name: a.cityName }, county: { id: a.county, name: a.countyName } },
    address: a.address,
    lng: located ? a.lng : '',
    lat: located ? a.lat : '',
    locationName: '',
    isDefault: a.isDefault,
    idcardName: a.idcardName,
    idcardNumber: a.idcardNumber,
    idcardFront: a.idcardFront ? [a.idcardFront] : [],
    idcardBack: a.idcardBack ? [a.idcardBack] : [],
  }
}

/** Flat values keyed as the spec rules name them. */
function flatten(values: AddressFormValues): Record<string, unknown> {
  return {
    alias: values.alias,
    label: values.label.trim(),
    name: values.name.trim(),
    tel: values.tel.trim(),
    province: values.region.province.id,
    city: values.region.city.id,
    address: values.address.trim(),
    idcard_name: values.idcardName.trim(),
    idcard_number: values.idcardNumber.trim(),
    idcard_front: values.idcardFront[0] ?? '',
    idcard_back: values.idcardBack[0] ?? '',
  }
}

export function addressRules(requirements: AddressRequirements): Rule[] {
  return requirements.idcard ? [...RULES.shippingAddress, ...RULES.shippingAddressIdCard] : RULES.shippingAddress
}

/** The first problem as a message (spec 5 rules, zh/en), or null. */
export function checkAddress(values: AddressFormValues, requirements: AddressRequirements): string | null {
  const error = validate(flatten(values), addressRules(requirements))
  if (error) return error.message
  if (requirements.location && (values.lng === '' || values.lat === '')) return t('address.location_required')
  return null
}

export function toSaveInput(values: AddressFormValues): AddressInput {
  const flat = flatten(values)
  return {
    ...(values.id ? { id: values.id } : {}),
    alias: values.alias.trim(),
    label: values.label,
    name: String(flat.name),
    tel: String(flat.tel),
    province: values.region.province.id,
    city: values.region.city.id,
    county: values.region.county.id,
    address: String(flat.address),
    lng: values.lng,
    lat: values.lat,
    is_default: values.isDefault ? 1 : 0,
    idcard_name: String(flat.idcard_name),
    idcard_number: String(flat.idcard_number),
    idcard_front: String(flat.idcard_front),
    idcard_back: String(flat.idcard_back),
  }
}
