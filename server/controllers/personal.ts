// personal/*: the profile page — read, save, avatar upload.
import { registerController, ok, ApiError, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { saveUpload } from '../core/uploads'
import { freeText, requireInt } from '../core/validate'
import { run } from '../db'
import { userRowById, userView, type UserRow } from '../services/user/user-view'
import { ownImagePath } from '../services/site/upload-paths'

defineMessages({
  'personal.nickname_format': { zh: '昵称格式 1~16 个字符之间', en: 'Nickname must be 1-16 characters' },
  'personal.birthday_format': { zh: '生日格式有误', en: 'Birthday format error' },
  'personal.gender_format': { zh: '性别值范围不正确', en: 'Gender value is out of range' },
  'personal.address_format': { zh: '详细地址最多30个字符', en: 'Address can be at most 30 characters' },
  'personal.region_format': { zh: '省市区名称格式有误', en: 'Province/city/district name format error' },
  'personal.avatar_format': { zh: '头像地址有误', en: 'Avatar address error' },
  'personal.avatar_required': { zh: '请选择要上传的头像图片', en: 'Please choose an avatar image to upload' },
  'personal.save_success': { zh: '修改成功', en: 'Modified successfully' },
  'personal.upload_success': { zh: '上传成功', en: 'Upload successful' },
})

const GENDER_LIST = [
  { id: 0, key: 'gender.secret' },
  { id: 1, key: 'gender.female' },
  { id: 2, key: 'gender.male' },
]

function currentRow(ctx: Ctx): UserRow {
  return userRowById(ctx.db, ctx.requireUser().id)!
}

function index(ctx: Ctx) {
  const row = currentRow(ctx)
  // ShopXO's static list marks "secret" as the picker default; the page selects by the user's gender value.
  const genderList = GENDER_LIST.map((g) => ({ id: g.id, name: ctx.t(g.key), checked: g.id === 0 }))
  return ok({ data: userView(ctx, row, { token: ctx.token }), gender_list: genderList })
}

/** 'YYYY-MM-DD' (a real date, not in the future) -> unix seconds at local midnight; '' -> 0. */
function parseBirthday(ctx: Ctx, raw: unknown): number {
  if (raw === '' || raw === null) return 0
  const text = typeof raw === 'string' ? raw.trim() : ''
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)
  if (!m) throw new ApiError(ctx.t('personal.birthday_format'))
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(y, mo - 1, d)
  const valid = date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d && y >= 1900 && date <= ctx.now()
  if (!valid) throw new ApiError(ctx.t('personal.birthday_format'))
  return Math.floor(date.getTime() / 1000)
}

/** Free text as plain text (core/text); the length rule counts the cleaned text. */
function shortText(ctx: Ctx, raw: unknown, max: number, msgKey: string, allowEmpty = true): string {
  const value = raw === null ? null : freeText(raw)
  if (value === null) throw new ApiError(ctx.t(msgKey))
  const length = [...value].length
  if (length > max || (!allowEmpty && length === 0)) throw new ApiError(ctx.t(msgKey))
  return value
}

/** Only the fields present in the request change; each is validated first, nothing is written on error. */
function save(ctx: Ctx) {
  const row = currentRow(ctx)
  const p = ctx.params
  const has = (name: string) => p[name] !== undefined
  const next = {
    nickname: has('nickname') ? shortText(ctx, p.nickname, 16, 'personal.nickname_format', false) : row.nickname,
    birthday: has('birthday') ? parseBirthday(ctx, p.birthday) : row.birthday,
    gender: row.gender,
    address: has('address') ? shortText(ctx, p.address, 30, 'personal.address_format') : row.address,
    province: has('province') ? shortText(ctx, p.province, 30, 'personal.region_format') : row.province,
    city: has('city') ? shortText(ctx, p.city, 30, 'personal.region_format') : row.city,
    county: has('county') ? shortText(ctx, p.county, 30, 'personal.region_format') : row.county,
    avatar: row.avatar,
  }
  if (has('gender')) {
    next.gender = requireInt(ctx, 'gender', 0, 2, 'personal.gender_format')
  }
  if (has('avatar') && p.avatar !== '') {
    // The page sends back whatever it shows: our upload, or the current/default avatar URL.
    const path = ownImagePath(ctx, p.avatar, false)
    if (path === null) throw new ApiError(ctx.t('personal.avatar_format'))
    if (path.startsWith('/static/upload/') || path === row.avatar) next.avatar = path
  }
  run(
    ctx.db,
    'UPDATE users SET nickname = ?, birthday = ?, gender = ?, address = ?, province = ?, city = ?, county = ?, avatar = ?, upd_time = ? WHERE id = ?',
    next.nickname,
    next.birthday,
    next.gender,
    next.address,
    next.province,
    next.city,
    next.county,
    next.avatar,
    ctx.nowSeconds(),
    row.id,
  )
  return ok(userView(ctx, currentRow(ctx), { token: ctx.token }), ctx.t('personal.save_success'))
}

function useravatarupload(ctx: Ctx) {
  const user = ctx.requireUser()
  const file = ctx.files.find((f) => f.field === 'file')
  if (!file) throw new ApiError(ctx.t('personal.avatar_required'))
  const stored = saveUpload(ctx, file, 'avatar')
  run(ctx.db, 'UPDATE users SET avatar = ?, upd_time = ? WHERE id = ?', stored.path, ctx.nowSeconds(), user.id)
  return ok(stored.url, ctx.t('personal.upload_success'))
}

registerController('personal', { index, save, useravatarupload })
