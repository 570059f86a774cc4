// Prescriptions (api-plugins-2 §3.22): the cart's check before settling (savecheck), the consultation form's
// data (saveinit, saveinfo) and submitting it (created), which answers the address of the consultation page.
import crypto from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { formatTime } from '../../core/format'
import { ApiError, ok, RawResponse, type Ctx } from '../../core/router'
import { asInt, isAbsent, optionalText, scalarText } from '../../core/validate'
import { all, one, run } from '../../db'
import { goodsBase } from '../../services/goods/goods-view'
import { readBuyLines, type BuyLine } from '../../services/order/buy'
import { displayMoney } from '../../services/site/display-currency'
import { findPatient, patientBrief, patientTips } from './patients'

const ILL_DESC_MAX = 230

export function isPrescriptionGoods(db: Database, goodsId: number): boolean {
  return Boolean(one(db, 'SELECT goods_id FROM hospital_prescription_goods WHERE goods_id = ?', goodsId))
}

/** The checkout's lines (cart ids or goods_data), split into prescription goods and the others. */
function splitLines(ctx: Ctx) {
  const user = ctx.requireUser()
  const { buyType, lines } = readBuyLines(ctx, user)
  const prescription = lines.filter((line) => isPrescriptionGoods(ctx.db, line.goods.id))
  return { user, buyType, lines, prescription, others: lines.filter((line) => !prescription.includes(line)) }
}

const goodsIds = (lines: BuyLine[]) => [...new Set(lines.map((line) => line.goods.id))]

/** prescription/savecheck (cart buy params): no choice_data when nothing needs a prescription. */
function savecheck(ctx: Ctx) {
  const { prescription, others } = splitLines(ctx)
  if (!prescription.length) return ok({})
  const choices = [
    { name: ctx.t('hospital.group_prescription'), btn_text: ctx.t('hospital.group_prescription_btn'), type: 'prescription', goods_ids: goodsIds(prescription) },
  ]
  if (others.length)
    choices.push({ name: ctx.t('hospital.group_normal'), btn_text: ctx.t('hospital.group_normal_btn'), type: 'buy', goods_ids: goodsIds(others) })
  return ok({ title: ctx.t('hospital.check_title'), choice_data: choices })
}

/** prescription/saveinit (buy params): the checkout must include goods that need a prescription. */
function saveinit(ctx: Ctx) {
  const { prescription } = splitLines(ctx)
  if (!prescription.length) throw new ApiError(ctx.t('hospital.no_prescription_goods'))
  return ok({ goods_count: prescription.length })
}

/** The patient chosen on the page (id from storage, 0 for none); a stale or foreign id is simply "none". */
function chosenPatient(ctx: Ctx, userId: number) {
  const id = asInt(ctx.params.id)
  return id && id > 0 ? findPatient(ctx, userId, id) : undefined
}

/** prescription/saveinfo {...buy params, id}: the goods to prescribe and the chosen patient. */
function saveinfo(ctx: Ctx) {
  const { user, prescription } = splitLines(ctx)
  if (!prescription.length) throw new ApiError(ctx.t('hospital.no_prescription_goods'))
  const patient = chosenPatient(ctx, user.id)
  return ok({
    goods_data: prescription.map((line) => {
      const base = goodsBase(ctx, line.goods, { withoutContent: true })
      return {
        id: line.goods.id,
        images: base.images,
        title: line.goods.title,
        show_price_symbol: base.show_price_symbol,
        price: displayMoney(ctx, line.base.price),
        stock: line.stock,
      }
    }),
    patient_data: patient ? patientBrief(ctx, patient) : null,
    patient_tips: patientTips(ctx),
  })
}

/** The buy params as sent, kept with the consultation so its page can lead back to the same checkout. */
function buyParamsOf(ctx: Ctx): Record<string, string> {
  const kept: Record<string, string> = { buy_type: scalarText(ctx.params.buy_type) ?? '' }
  if (kept.buy_type === 'cart') kept.ids = scalarText(ctx.params.ids) ?? ''
  else if (typeof ctx.params.goods_data === 'string') kept.goods_data = ctx.params.goods_data
  else kept.goods_data = Buffer.from(JSON.stringify(ctx.params.goods_data ?? [])).toString('base64')
  return kept
}

/** prescription/created {...buy params, ill_desc, id}: a patient of this user and a complaint of 1-230 characters. */
function created(ctx: Ctx) {
  const { user, prescription } = splitLines(ctx)
  if (!prescription.length) throw new ApiError(ctx.t('hospital.no_prescription_goods'))
  if (isAbsent(ctx.params.id) || ctx.params.id === 0 || ctx.params.id === '0') throw new ApiError(ctx.t('hospital.patient_required'))
  const patient = chosenPatient(ctx, user.id)
  if (!patient) throw new ApiError(ctx.t('hospital.patient_not_found'))
  const raw = ctx.params.ill_desc
  if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') throw new ApiError(ctx.t('hospital.ill_desc_required'))
  const illDesc = optionalText(ctx, 'ill_desc', 100_000)
  if (!illDesc) throw new ApiError(ctx.t('hospital.ill_desc_required'))
  if ([...illDesc].length > ILL_DESC_MAX) throw new ApiError(ctx.t('hospital.ill_desc_too_long'))
  const secret = crypto.randomBytes(16).toString('hex')
  run(
    ctx.db,
    `INSERT INTO hospital_consultations (user_id, patient_id, secret, patient_name, ill_desc, buy_params, goods_titles, add_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    user.id,
    patient.id,
    secret,
    patient.name,
    illDesc,
    JSON.stringify(buyParamsOf(ctx)),
    JSON.stringify(prescription.map((line) => `${line.goods.title} ×${line.stock}`)),
    ctx.nowSeconds(),
  )
  const query = new URLSearchParams({
    s: 'plugins/index',
    pluginsname: 'hospital',
    pluginscontrol: 'prescription',
    pluginsaction: 'consult',
    secret,
    lang: ctx.lang,
  })
  return ok(`${ctx.baseUrl}/api.php?${query}`)
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

/** The consultation page the app opens in its web view (plain HTML, no script). */
function consult(ctx: Ctx) {
  const secret = scalarText(ctx.params.secret) ?? ''
  const row = /^[a-f0-9]{32}$/.test(secret)
    ? one<{ patient_name: string; ill_desc: string; buy_params: string; goods_titles: string; add_time: number }>(
        ctx.db,
        'SELECT patient_name, ill_desc, buy_params, goods_titles, add_time FROM hospital_consultations WHERE secret = ?',
        secret,
      )
    : undefined
  if (!row) throw new ApiError(ctx.t('hospital.consult_not_found'))
  const goods = (JSON.parse(row.goods_titles) as string[]).map((title) => `<li>${escapeHtml(title)}</li>`).join('')
  const checkout = `${ctx.baseUrl}/web/#/pages/buy/buy?data=${encodeURIComponent(Buffer.from(row.buy_params).toString('base64'))}`
  const line = (label: string, value: string) => `<p><b>${escapeHtml(ctx.t(label))}</b><br>${value}</p>`
  const html = `<!doctype html><html lang="${ctx.lang === 'en' ? 'en' : 'zh'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(ctx.t('hospital.consult_title'))}</title>
<style>body{font:15px/1.6 -apple-system,sans-serif;margin:0;padding:16px;background:#f5f5f5;color:#333}main{background:#fff;border-radius:8px;padding:16px}
h1{font-size:18px;margin:0 0 8px}p{margin:12px 0}ul{margin:4px 0;padding-left:20px}.note{color:#20a53a}a{display:block;text-align:center;background:#ff0036;color:#fff;border-radius:20px;padding:10px;text-decoration:none;margin-top:16px}</style>
</head><body><main data-testid="consultation">
<h1>${escapeHtml(ctx.t('hospital.consult_title'))}</h1><p>${escapeHtml(ctx.t('hospital.consult_intro'))}</p>
${line('hospital.consult_patient', escapeHtml(row.patient_name))}
${line('hospital.consult_desc', escapeHtml(row.ill_desc))}
<p><b>${escapeHtml(ctx.t('hospital.consult_goods'))}</b></p><ul>${goods}</ul>
${line('hospital.consult_time', escapeHtml(formatTime(row.add_time)))}
<p class="note">${escapeHtml(ctx.t('hospital.consult_status'))}</p>
<a href="${escapeHtml(checkout)}" target="_top">${escapeHtml(ctx.t('hospital.consult_checkout'))}</a>
</main></body></html>`
  return new RawResponse(html, 'text/html; charset=utf-8', 200, {
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
    'X-Content-Type-Options': 'nosniff',
  })
}

export const prescriptionControl = { savecheck, saveinit, saveinfo, created, consult }

/** Consultations of a user, newest first (tests and the guide). */
export function consultationsOf(db: Database, userId: number) {
  return all<{ id: number; patient_id: number; ill_desc: string }>(
    db,
    'SELECT id, patient_id, ill_desc FROM hospital_consultations WHERE user_id = ? ORDER BY id DESC',
    userId,
  )
}
