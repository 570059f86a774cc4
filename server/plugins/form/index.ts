// form (api-plugins-2 §3.20): staff verify people who submitted a form (event sign-up, booking) by the
// submission's check code or mobile number. Only the staff listed for a form may check it; each
// submission is checked once.
import './messages'
import { definePlugin } from '../../core/plugins'
import { formatTime } from '../../core/format'
import { ApiError, ok, type Ctx } from '../../core/router'
import { isAbsent, scalarText } from '../../core/validate'
import { all, one, run } from '../../db'
import { shopDay } from '../plugin-params'
import { seedForms } from './seed'

export const VALUE_PATTERN = /^[A-Za-z0-9]{4,32}$/

interface FormRow {
  id: number
  unique_id: string
  title: string
  describe: string
  cover: string
}

interface SubmissionRow {
  id: number
  user_id: number
  check_code: string
  name: string
  mobile: string
  is_checked: number
  check_time: number
}

/** The form `unique` if the signed-in user may check it. */
function checkableForm(ctx: Ctx, userId: number): FormRow {
  const raw = ctx.params.unique
  const unique = isAbsent(raw) ? '' : (scalarText(raw) ?? '')
  if (!unique) throw new ApiError(ctx.t('form.unique_required'))
  const form = one<FormRow>(
    ctx.db,
    'SELECT f.* FROM forms f JOIN form_checkers c ON c.form_id = f.id WHERE f.unique_id = ? AND f.is_enable = 1 AND c.user_id = ?',
    unique,
    userId,
  )
  if (!form) throw new ApiError(ctx.t('form.no_permission'))
  return form
}

/** Midnight (UTC+8) of the shop's current day, in unix seconds. */
function startOfShopDay(ctx: Ctx): number {
  return Math.floor(new Date(`${shopDay(ctx.now())}T00:00:00+08:00`).getTime() / 1000)
}

function stats(ctx: Ctx, formId: number) {
  const row = one<{ total: number; checked: number; today: number }>(
    ctx.db,
    'SELECT COUNT(*) AS total, COALESCE(SUM(is_checked), 0) AS checked, COALESCE(SUM(is_checked AND check_time >= ?), 0) AS today FROM form_submissions WHERE form_id = ?',
    startOfShopDay(ctx),
    formId,
  ) ?? { total: 0, checked: 0, today: 0 }
  return [
    { name: ctx.t('form.stat_total'), value: row.total },
    { name: ctx.t('form.stat_checked'), value: row.checked },
    { name: ctx.t('form.stat_unchecked'), value: row.total - row.checked },
    { name: ctx.t('form.stat_today'), value: row.today },
  ]
}

/** form/index/init: the forms this user may check (an empty list for everyone else). */
function init(ctx: Ctx) {
  const user = ctx.requireUser()
  const forms = all<FormRow>(
    ctx.db,
    'SELECT f.* FROM forms f JOIN form_checkers c ON c.form_id = f.id WHERE c.user_id = ? AND f.is_enable = 1 ORDER BY f.id',
    user.id,
  )
  return ok({ data_list: forms.map((f) => ({ unique: f.unique_id, title: f.title, describe: f.describe, cover: ctx.img(f.cover) })) })
}

/** form/index/stats {unique}: live counters of one form. */
function statsAction(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok(stats(ctx, checkableForm(ctx, user.id).id), ctx.t('form.stats_ok'))
}

/** form/index/check {value, unique}: check one submission by its code or mobile number, once. */
function check(ctx: Ctx) {
  const user = ctx.requireUser()
  const raw = ctx.params.value
  const value = isAbsent(raw) ? '' : (scalarText(raw) ?? '')
  if (!value) throw new ApiError(ctx.t('form.value_required'))
  const form = checkableForm(ctx, user.id)
  if (!VALUE_PATTERN.test(value)) throw new ApiError(ctx.t('form.value_invalid'))
  const now = ctx.nowSeconds()
  const done = ctx.db.transaction(() => {
    // A code names one submission; a mobile number may have several: the oldest unchecked one goes first.
    const row = one<SubmissionRow>(
      ctx.db,
      'SELECT * FROM form_submissions WHERE form_id = ? AND (check_code = ? OR mobile = ?) ORDER BY is_checked, id LIMIT 1',
      form.id,
      value.toUpperCase(),
      value,
    )
    if (!row) throw new ApiError(ctx.t('form.value_not_found'))
    if (row.is_checked) throw new ApiError(ctx.t('form.value_checked', { time: formatTime(row.check_time) }))
    const changed = run(
      ctx.db,
      'UPDATE form_submissions SET is_checked = 1, check_time = ?, check_user_id = ? WHERE id = ? AND is_checked = 0',
      now,
      user.id,
      row.id,
    ).changes
    if (changed !== 1) throw new ApiError(ctx.t('form.value_checked', { time: formatTime(now) }))
    return row
  })()
  return ok({ username: done.name, check_code: done.check_code, stats_data: stats(ctx, form.id) }, ctx.t('form.check_ok'))
}

definePlugin({
  name: 'form',
  baseData: (ctx) => ({ application_name: ctx.t('form.title') }),
  controls: { index: { init, stats: statsAction, check } },
  seed: seedForms,
})
