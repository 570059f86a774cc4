// Validation of useraddress/save input. Every rule answers -1 with a message naming the field; nothing is
// written until the whole address is valid.
import { ApiError } from '../../core/result'
import { defineMessages } from '../../core/i18n'
import { asDecimal, asPositiveInt, freeText, optionalFlag } from '../../core/validate'
import type { Ctx } from '../../core/context'
import { configFlag } from '../site/configs'
import { hasChildren, regionById } from './regions'
import { ownImagePath } from '../site/upload-paths'
import type { AddressFields, IdcardFields } from './address'

defineMessages({
  'address.name_format': { zh: '联系人格式 2~16 个字符之间', en: 'Contact name must be 2-16 characters' },
  'address.tel_format': { zh: '电话格式有误', en: 'Phone format is wrong' },
  'address.province_required': { zh: '请选择省份', en: 'Please choose a province' },
  'address.province_wrong': { zh: '省份不存在', en: 'Province does not exist' },
  'address.city_required': { zh: '请选择城市', en: 'Please choose a city' },
  'address.city_wrong': { zh: '城市不属于所选省份', en: 'The city does not belong to the chosen province' },
  'address.county_required': { zh: '请选择区/县', en: 'Please choose a district' },
  'address.county_wrong': { zh: '区/县不属于所选城市', en: 'The district does not belong to the chosen city' },
  'address.detail_format': { zh: '详细地址格式 1~80 个字符之间', en: 'Detailed address must be 1-80 characters' },
  'address.alias_format': { zh: '别名格式最多 16 个字符', en: 'Alias can be at most 16 characters' },
  'address.label_format': { zh: '标签格式最多 16 个字符', en: 'Label can be at most 16 characters' },
  'address.default_format': { zh: '默认地址值有误', en: 'Default flag must be 0 or 1' },
  'address.lng_format': { zh: '经度有误', en: 'Longitude is invalid' },
  'address.lat_format': { zh: '纬度有误', en: 'Latitude is invalid' },
  'address.location_required': { zh: '请选择地图位置', en: 'Please choose the location on the map' },
  'address.idcard_name_format': { zh: '身份证姓名格式 2~16 个字符之间', en: 'ID card name must be 2-16 characters' },
  'address.idcard_number_format': { zh: '身份证号码格式有误', en: 'ID card number format is wrong' },
  'address.idcard_images_required': { zh: '请上传身份证正反面照片', en: 'Please upload both sides of the ID card' },
  'address.idcard_image_wrong': { zh: '身份证照片地址有误', en: 'ID card image address is invalid' },
})

export interface AddressInput extends AddressFields, IdcardFields {
  label: string
  is_default: number
}

const TEL_RE = /^[0-9+\-() ]{6,15}$/
const IDCARD_RE = /^(\d{15}|\d{17}[\dXx])$/

/** A free-text param as plain text (core/text); objects and arrays count as malformed. */
function text(ctx: Ctx, name: string, msgKey: string): string {
  const value = freeText(ctx.params[name])
  if (value === null) throw new ApiError(ctx.t(msgKey))
  return value
}

function lengthBetween(ctx: Ctx, value: string, min: number, max: number, msgKey: string): string {
  const length = [...value].length
  if (length < min || length > max) throw new ApiError(ctx.t(msgKey))
  return value
}

/** 0 when absent/empty, the id when a positive integer, otherwise -1 (malformed). */
function regionParam(ctx: Ctx, name: string): number {
  const raw = ctx.params[name]
  if (raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0') return 0
  return asPositiveInt(raw) ?? -1
}

function coordinateParam(ctx: Ctx, name: 'lng' | 'lat'): number | null {
  const raw = ctx.params[name]
  if (raw === undefined || raw === null || raw === '') return null
  const n = asDecimal(raw)
  const limit = name === 'lng' ? 180 : 90
  if (n === null || Math.abs(n) > limit) throw new ApiError(ctx.t(name === 'lng' ? 'address.lng_format' : 'address.lat_format'))
  return n
}

/** province → city → county must exist and nest; the county may be omitted only when the city has none. */
function regionsOf(ctx: Ctx): Pick<AddressInput, 'province' | 'city' | 'county'> {
  const province = regionParam(ctx, 'province')
  if (province === 0) throw new ApiError(ctx.t('address.province_required'))
  const provinceRow = province > 0 ? regionById(ctx.db, province) : undefined
  if (!provinceRow || provinceRow.level !== 1) throw new ApiError(ctx.t('address.province_wrong'))
  const city = regionParam(ctx, 'city')
  if (city === 0) throw new ApiError(ctx.t('address.city_required'))
  const cityRow = city > 0 ? regionById(ctx.db, city) : undefined
  if (!cityRow || cityRow.pid !== province) throw new ApiError(ctx.t('address.city_wrong'))
  const county = regionParam(ctx, 'county')
  if (county === 0) {
    if (hasChildren(ctx.db, city)) throw new ApiError(ctx.t('address.county_required'))
    return { province, city, county: 0 }
  }
  const countyRow = county > 0 ? regionById(ctx.db, county) : undefined
  if (!countyRow || countyRow.pid !== city) throw new ApiError(ctx.t('address.county_wrong'))
  return { province, city, county }
}

function idcardOf(ctx: Ctx): Pick<AddressInput, 'idcard_name' | 'idcard_number' | 'idcard_front' | 'idcard_back'> {
  const required = configFlag(ctx.db, 'home_user_address_idcard_status')
  const name = text(ctx, 'idcard_name', 'address.idcard_name_format')
  const number = text(ctx, 'idcard_number', 'address.idcard_number_format').toUpperCase()
  const front = ownImagePath(ctx, ctx.params.idcard_front)
  const back = ownImagePath(ctx, ctx.params.idcard_back)
  if (required || name) lengthBetween(ctx, name, 2, 16, 'address.idcard_name_format')
  if ((required || number) && !IDCARD_RE.test(number)) throw new ApiError(ctx.t('address.idcard_number_format'))
  if (front === null || back === null) throw new ApiError(ctx.t('address.idcard_image_wrong'))
  if (required && (!front || !back)) throw new ApiError(ctx.t('address.idcard_images_required'))
  return { idcard_name: name, idcard_number: number, idcard_front: front, idcard_back: back }
}

export function readAddressInput(ctx: Ctx): AddressInput {
  const name = lengthBetween(ctx, text(ctx, 'name', 'address.name_format'), 2, 16, 'address.name_format')
  const tel = text(ctx, 'tel', 'address.tel_format')
  if (!TEL_RE.test(tel) || (tel.match(/\d/g) ?? []).length < 6) throw new ApiError(ctx.t('address.tel_format'))
  const regions = regionsOf(ctx)
  const address = lengthBetween(ctx, text(ctx, 'address', 'address.detail_format'), 1, 80, 'address.detail_format')
  const alias = lengthBetween(ctx, text(ctx, 'alias', 'address.alias_format'), 0, 16, 'address.alias_format')
  const label = lengthBetween(ctx, text(ctx, 'label', 'address.label_format'), 0, 16, 'address.label_format')
  const isDefault = optionalFlag(ctx, 'is_default', 0, 'address.default_format')
  const lng = coordinateParam(ctx, 'lng')
  const lat = coordinateParam(ctx, 'lat')
  if (configFlag(ctx.db, 'home_user_address_map_status') && (lng === null || lat === null)) throw new ApiError(ctx.t('address.location_required'))
  return { name, tel, ...regions, address, alias, label, is_default: isDefault, lng: lng ?? 0, lat: lat ?? 0, ...idcardOf(ctx) }
}
