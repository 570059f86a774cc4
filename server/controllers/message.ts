// message/index: the user's notifications. Opening the list marks them read, as ShopXO does.
import { registerController, ok, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { run } from '../db'
import { formatTime } from '../core/format'
import { pagedQuery } from '../services/paging'

defineMessages({
  'message.type_0': { zh: '默认', en: 'Default' },
  'message.read_0': { zh: '未读', en: 'Unread' },
  'message.read_1': { zh: '已读', en: 'Read' },
  'message.yes': { zh: '是', en: 'Yes' },
  'message.no': { zh: '否', en: 'No' },
})

interface MessageRow {
  id: number
  user_id: number
  system_type: string
  title: string
  detail: string
  business_id: number
  business_type: string
  type: number
  is_read: number
  is_delete_time: number
  user_is_delete_time: number
  add_time: number
}

const VISIBLE = 'user_id = ? AND is_delete_time = 0 AND user_is_delete_time = 0'

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  run(ctx.db, `UPDATE messages SET is_read = 1 WHERE ${VISIBLE} AND is_read = 0`, user.id)
  return ok(
    pagedQuery(ctx, { from: 'messages', where: VISIBLE, args: [user.id] }, (row: MessageRow) => ({
      ...row,
      type_text: ctx.t('message.type_0'),
      is_read_text: ctx.t(row.is_read ? 'message.read_1' : 'message.read_0'),
      user_is_delete_time_text: ctx.t(row.user_is_delete_time ? 'message.yes' : 'message.no'),
      add_time_time: formatTime(row.add_time),
      add_time_date: formatTime(row.add_time, false),
    })),
  )
}

registerController('message', { index })
