// userintegral/index: the user's points log, newest first.
import { registerController, ok, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { formatTime } from '../core/format'
import { pagedQuery } from '../services/paging'

defineMessages({
  'integral.type_0': { zh: '减少', en: 'Decrease' },
  'integral.type_1': { zh: '增加', en: 'Increase' },
})

interface IntegralRow {
  id: number
  user_id: number
  type: number
  original_integral: number
  new_integral: number
  operation_integral: number
  msg: string
  operation_id: number
  add_time: number
}

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok(
    pagedQuery(ctx, { from: 'user_integral_log', where: 'user_id = ?', args: [user.id] }, (row: IntegralRow) => ({
      ...row,
      type_text: ctx.t(row.type === 1 ? 'integral.type_1' : 'integral.type_0'),
      add_time_time: formatTime(row.add_time),
      add_time_date: formatTime(row.add_time, false),
    })),
  )
}

registerController('userintegral', { index })
