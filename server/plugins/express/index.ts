// express (api-plugins-2 §3.6): parcel tracking of a shopper's shipped order. The demo has no carrier
// to ask, so the tracking steps follow from the order's own times: shipped, two hub scans, out for
// delivery, and signed for once the order is received. Only steps that have happened are listed.
import { definePlugin } from '../../core/plugins'
import { defineMessages } from '../../core/i18n'
import { formatTime } from '../../core/format'
import { ok, type Ctx } from '../../core/router'
import { optionalInt, requireId } from '../../core/validate'
import { userOrder } from '../../services/order/orders'

defineMessages({
  'express.title': { zh: '物流查询', en: 'Parcel tracking' },
  'express.parcel': { zh: '包裹{n}', en: 'Parcel {n}' },
  'express.step_shipped': { zh: '商家已发货，{carrier}已揽收', en: 'Shipped by the shop, collected by {carrier}' },
  'express.step_hub_in': { zh: '快件已到达【华东转运中心】', en: 'Arrived at the East China hub' },
  'express.step_hub_out': { zh: '快件已从【华东转运中心】发出，正在发往目的地', en: 'Left the East China hub for the destination' },
  'express.step_delivering': { zh: '快递员正在派送，请保持电话畅通', en: 'Out for delivery, please keep your phone on' },
  'express.step_signed': { zh: '已签收，感谢使用{carrier}', en: 'Delivered. Thank you for using {carrier}' },
})

const HOUR = 3600
/** Hours after shipping at which each transit step happens. */
const TRANSIT: Array<[key: string, hoursAfterShipping: number]> = [
  ['express.step_hub_in', 6],
  ['express.step_hub_out', 14],
  ['express.step_delivering', 26],
]
const STATUS_RECEIVED = 4

function trackingSteps(ctx: Ctx, carrier: string, shippedAt: number, receivedAt: number): Array<{ desc: string; time: string }> {
  const now = ctx.nowSeconds()
  const steps: Array<{ at: number; desc: string }> = [{ at: shippedAt, desc: ctx.t('express.step_shipped', { carrier }) }]
  for (const [key, hours] of TRANSIT) {
    const at = shippedAt + hours * HOUR
    if (at <= now && (!receivedAt || at < receivedAt)) steps.push({ at, desc: ctx.t(key) })
  }
  if (receivedAt) steps.push({ at: receivedAt, desc: ctx.t('express.step_signed', { carrier }) })
  // Newest first, as carriers list them.
  return steps.reverse().map((step) => ({ desc: step.desc, time: formatTime(step.at) }))
}

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const order = userOrder(ctx, user.id, requireId(ctx, 'oid'))
  const parcels = order.express_number ? [{ name: order.express_name, number: order.express_number }] : []
  const chosen = Math.min(optionalInt(ctx, 'eid', 0, 0, 20), Math.max(parcels.length - 1, 0))
  const parcel = parcels[chosen]
  return ok({
    express_info: parcel
      ? {
          icon: ctx.img('/static/express/express.svg'),
          name: parcel.name,
          number: parcel.number,
          note: '',
          msg: '',
          data: order.delivery_time ? trackingSteps(ctx, parcel.name, order.delivery_time, order.status === STATUS_RECEIVED ? order.collect_time : 0) : [],
        }
      : { icon: '', name: '', number: '', note: '', msg: '', data: [] },
    express_data: parcels.map((_, i) => ({ show_name: ctx.t('express.parcel', { n: i + 1 }) })),
  })
}

definePlugin({
  name: 'express',
  baseData: (ctx) => ({ application_name: ctx.t('express.title') }),
  controls: { index: { index } },
})
