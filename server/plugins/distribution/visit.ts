// Customer visits (api-plugins-1 §4.14): a distributor's log of visits to a customer, with photos.
import type { Database } from 'better-sqlite3'
import { formatTime } from '../../core/format'
import { ApiError, ok, type Ctx } from '../../core/router'
import { asPositiveInt, isAbsent, optionalText } from '../../core/validate'
import { one, run } from '../../db'
import { pagedQuery } from '../../services/paging'
import { imageListParam, ownImagePath } from '../../services/site/upload-paths'
import { userNameView } from '../../services/user/user-view'
import { requireDistributor } from './members'
import { avatarOf, type TeamUserRow } from './team'
import { deleteOwned } from '../../services/user/owned-rows'

export const VISIT_MAX_IMAGES = 30
const VISIT_MAX_CONTENT = 230

interface VisitRow {
  id: number
  user_id: number
  custom_user_id: number
  content: string
  images: string
  add_time: number
  upd_time: number
}

function customer(db: Database, id: number): TeamUserRow | undefined {
  return one<TeamUserRow>(db, 'SELECT id, username, nickname, mobile, email, avatar, add_time FROM users WHERE id = ? AND is_delete_time = 0', id)
}

function visitView(ctx: Ctx, v: VisitRow) {
  const who = customer(ctx.db, v.custom_user_id)
  const images = JSON.parse(v.images || '[]') as string[]
  return {
    id: v.id,
    custom_user: { id: v.custom_user_id, avatar: avatarOf(ctx, who?.avatar ?? ''), user_name_view: who ? userNameView(who) : '' },
    content: v.content,
    images: images.map((path) => ctx.img(path)),
    add_time: formatTime(v.add_time),
    upd_time: formatTime(v.upd_time),
  }
}

function ownVisit(ctx: Ctx, userId: number, id: number): VisitRow {
  const row = one<VisitRow>(ctx.db, 'SELECT * FROM distribution_visits WHERE id = ? AND user_id = ?', id, userId)
  if (!row) throw new ApiError(ctx.t('dist.visit_not_found'))
  return row
}

export function visitIndex(ctx: Ctx) {
  const user = requireDistributor(ctx)
  return ok(pagedQuery(ctx, { from: 'distribution_visits', where: 'user_id = ?', args: [user.id], order: 'id DESC' }, (v: VisitRow) => visitView(ctx, v)))
}

function optionalVisitId(ctx: Ctx): number | null {
  const raw = ctx.params.id
  if (isAbsent(raw) || raw === 0 || raw === '0') return null
  const id = asPositiveInt(raw)
  if (id === null) throw new ApiError(ctx.t('dist.visit_not_found'))
  return id
}

export function visitSaveInfo(ctx: Ctx) {
  const user = requireDistributor(ctx)
  const id = optionalVisitId(ctx)
  return ok({ data: id === null ? null : visitView(ctx, ownVisit(ctx, user.id, id)), editor_path_type: `plugins_distribution-visit-${user.id}` })
}

/** visit/save: a customer (not oneself), content 1-230 characters, 1-30 photos uploaded here. */
export function visitSave(ctx: Ctx) {
  const user = requireDistributor(ctx)
  const id = optionalVisitId(ctx)
  const existing = id === null ? null : ownVisit(ctx, user.id, id)
  const customerId = asPositiveInt(ctx.params.custom_user_id)
  if (customerId === null || customerId === user.id || !customer(ctx.db, customerId)) throw new ApiError(ctx.t('dist.customer_required'))
  const content = optionalText(ctx, 'content', 1000)
  if (!content) throw new ApiError(ctx.t('dist.content_required'))
  if ([...content].length > VISIT_MAX_CONTENT) throw new ApiError(ctx.t('dist.content_too_long', { n: VISIT_MAX_CONTENT }))
  const rawImages = imageListParam(ctx.params.images)
  if (rawImages === null) throw new ApiError(ctx.t('dist.image_invalid'))
  if (rawImages.length === 0) throw new ApiError(ctx.t('dist.photos_required'))
  if (rawImages.length > VISIT_MAX_IMAGES) throw new ApiError(ctx.t('dist.photos_too_many', { n: VISIT_MAX_IMAGES }))
  // Photos uploaded here, or the shop's own pictures a seeded visit carries.
  const paths = rawImages.map((raw) => ownImagePath(ctx, raw, false))
  if (paths.some((p) => !p)) throw new ApiError(ctx.t('dist.image_invalid'))
  const now = ctx.nowSeconds()
  if (existing) {
    run(
      ctx.db,
      'UPDATE distribution_visits SET custom_user_id = ?, content = ?, images = ?, upd_time = ? WHERE id = ?',
      customerId,
      content,
      JSON.stringify(paths),
      now,
      existing.id,
    )
    return ok({ id: existing.id }, ctx.t('dist.saved'))
  }
  const info = run(
    ctx.db,
    'INSERT INTO distribution_visits (user_id, custom_user_id, content, images, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?)',
    user.id,
    customerId,
    content,
    JSON.stringify(paths),
    now,
    now,
  )
  return ok({ id: Number(info.lastInsertRowid) }, ctx.t('dist.saved'))
}

export function visitDelete(ctx: Ctx) {
  const user = requireDistributor(ctx)
  deleteOwned(ctx, 'distribution_visits', user.id, 'dist.visit_not_found')
  return ok('', ctx.t('dist.deleted'))
}
