// useraddress/*: the logged-in user's shipping addresses and the shop's pickup points.
import { registerController, ok, ApiError, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { asPositiveInt, requireId } from '../core/validate'
import { one, run } from '../db'
import { listAddresses, savedAddressView, userAddress } from '../services/address/address'
import { readAddressInput, type AddressInput } from '../services/address/address-input'
import { pickupPoints } from '../services/address/pickup-points'

defineMessages({
  'address.not_found': { zh: '地址不存在', en: 'Address does not exist' },
  'address.too_many': { zh: '最多只能添加{max}个地址', en: 'You can add at most {max} addresses' },
  'address.save_success': { zh: '操作成功', en: 'Operation successful' },
  'address.delete_success': { zh: '删除成功', en: 'Deleted successfully' },
  'address.default_success': { zh: '设置成功', en: 'Set successfully' },
})

const MAX_ADDRESSES = 50

/**
 * As ShopXO: when no address is saved as the default, the first one is answered with is_default `true`
 * (a boolean, where a saved default is the number 1), so clients can tell the two apart.
 */
function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const rows = listAddresses(ctx.db, user.id)
  const hasDefault = rows.some((row) => row.is_default === 1)
  return ok({ data: rows.map((row, i) => ({ ...savedAddressView(ctx, row), ...(!hasDefault && i === 0 ? { is_default: true } : {}) })) })
}

/** id 0/absent = "new address" form: no data, just the upload path type for id-card photos. */
function detail(ctx: Ctx) {
  const user = ctx.requireUser()
  const editorPathType = `user_address-0-${user.id}`
  const raw = ctx.params.id
  if (raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0') return ok({ data: null, editor_path_type: editorPathType })
  const id = requireId(ctx)
  const row = userAddress(ctx.db, user.id, id)
  if (!row) throw new ApiError(ctx.t('address.not_found'))
  return ok({ data: savedAddressView(ctx, row), editor_path_type: editorPathType })
}

function addressCount(ctx: Ctx, userId: number): number {
  return one<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM user_addresses WHERE user_id = ? AND is_delete_time = 0', userId)?.n ?? 0
}

function clearDefault(ctx: Ctx, userId: number): void {
  run(ctx.db, 'UPDATE user_addresses SET is_default = 0 WHERE user_id = ? AND is_default = 1', userId)
}

function insertAddress(ctx: Ctx, userId: number, input: AddressInput, now: number): number {
  const info = run(
    ctx.db,
    `INSERT INTO user_addresses (user_id, alias, label, name, tel, province, city, county, address, lng, lat,
      idcard_name, idcard_number, idcard_front, idcard_back, is_default, add_time, upd_time)
     VALUES (@user_id, @alias, @label, @name, @tel, @province, @city, @county, @address, @lng, @lat,
      @idcard_name, @idcard_number, @idcard_front, @idcard_back, @is_default, @now, 0)`,
    { ...input, user_id: userId, now },
  )
  return Number(info.lastInsertRowid)
}

function updateAddress(ctx: Ctx, id: number, input: AddressInput, now: number): void {
  run(
    ctx.db,
    `UPDATE user_addresses SET alias = @alias, label = @label, name = @name, tel = @tel, province = @province, city = @city,
      county = @county, address = @address, lng = @lng, lat = @lat, idcard_name = @idcard_name, idcard_number = @idcard_number,
      idcard_front = @idcard_front, idcard_back = @idcard_back, is_default = @is_default, upd_time = @now WHERE id = @id`,
    { ...input, id, now },
  )
}

/** Add (no id) or edit (id of one of the user's addresses). The first address always becomes the default. */
function save(ctx: Ctx) {
  const user = ctx.requireUser()
  const rawId = ctx.params.id
  const editing = rawId !== undefined && rawId !== null && rawId !== '' && rawId !== 0 && rawId !== '0'
  const id = editing ? asPositiveInt(rawId) : null
  if (editing && (id === null || !userAddress(ctx.db, user.id, id))) throw new ApiError(ctx.t('address.not_found'))
  const input = readAddressInput(ctx)
  const count = addressCount(ctx, user.id)
  if (!editing && count >= MAX_ADDRESSES) throw new ApiError(ctx.t('address.too_many', { max: MAX_ADDRESSES }))
  if (!editing && count === 0) input.is_default = 1
  const now = ctx.nowSeconds()
  const savedId = ctx.db.transaction(() => {
    if (input.is_default === 1) clearDefault(ctx, user.id)
    if (id !== null) {
      updateAddress(ctx, id, input, now)
      return id
    }
    return insertAddress(ctx, user.id, input, now)
  })()
  const data: Record<string, unknown> = {
    alias: input.alias,
    name: input.name,
    tel: input.tel,
    province: input.province,
    city: input.city,
    county: input.county,
    address: input.address,
    address_last_code: savedAddressView(ctx, userAddress(ctx.db, user.id, savedId)!).address_last_code,
    is_default: input.is_default,
    user_id: user.id,
  }
  if (id !== null) data.upd_time = now
  else data.add_time = now
  data.id = savedId
  return ok(data, ctx.t('address.save_success'))
}

/** Hard delete: orders keep their own address snapshot. A deleted default hands over to the newest address. */
function delete_(ctx: Ctx) {
  const user = ctx.requireUser()
  const id = requireId(ctx)
  const row = userAddress(ctx.db, user.id, id)
  if (!row) throw new ApiError(ctx.t('address.not_found'))
  ctx.db.transaction(() => {
    run(ctx.db, 'DELETE FROM user_addresses WHERE id = ? AND user_id = ?', id, user.id)
    if (row.is_default) {
      run(ctx.db, 'UPDATE user_addresses SET is_default = 1 WHERE id = (SELECT MAX(id) FROM user_addresses WHERE user_id = ? AND is_delete_time = 0)', user.id)
    }
  })()
  return ok('', ctx.t('address.delete_success'))
}

function setdefault(ctx: Ctx) {
  const user = ctx.requireUser()
  const id = requireId(ctx)
  if (!userAddress(ctx.db, user.id, id)) throw new ApiError(ctx.t('address.not_found'))
  ctx.db.transaction(() => {
    clearDefault(ctx, user.id)
    run(ctx.db, 'UPDATE user_addresses SET is_default = 1, upd_time = ? WHERE id = ? AND user_id = ?', ctx.nowSeconds(), id, user.id)
  })()
  return ok('', ctx.t('address.default_success'))
}

function extraction(ctx: Ctx) {
  ctx.requireUser()
  return ok(pickupPoints(ctx), ctx.t('address.save_success'))
}

registerController('useraddress', { index, detail, save, delete: delete_, setdefault, extraction })
