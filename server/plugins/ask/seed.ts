// Demo data: three categories, answered and unanswered questions (on goods 1 and 2 and general ones), a
// question of each shopper awaiting review, a comment thread with a reply, and likes.
import type { Database } from 'better-sqlite3'
import { all, one, run } from '../../db'
import { writeStatic } from '../../db/seed/svg'
import { coverSvg } from '../../db/seed/svg'

/** The board's slides (written once by the seed; the files are part of the demo's static images). */
export const ASK_SLIDES = [
  { image: '/static/plugins/ask/slide-1.svg', url: '/pages/plugins/ask/form/form', name: '有问题？来问问' },
  { image: '/static/plugins/ask/slide-2.svg', url: '/pages/plugins/ask/index/index', name: '专业顾问在线解答' },
]

const HOUR = 3600

export function seedAsk(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  writeStatic('plugins/ask/slide-1.svg', coverSvg('有问题？来问问', '产品使用、护肤困惑都可以提问', ['#ffd1dc', '#e93a6b']))
  writeStatic('plugins/ask/slide-2.svg', coverSvg('顾问在线解答', '工作日 24 小时内回复', ['#d6e6ff', '#3b6fe0']))
  const categories = ['产品使用', '护肤咨询', '物流售后'].map((name, sort) =>
    Number(run(db, 'INSERT INTO ask_categories (name, sort) VALUES (?, ?)', name, sort).lastInsertRowid),
  )
  const demo = one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'demo'")
  const buyer2 = one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'buyer2'")
  if (!demo || !buyer2) return
  const onShelves = new Set(all<{ id: number }>(db, 'SELECT id FROM goods WHERE is_shelves = 1').map((g) => g.id))
  const goods = (id: number) => (onShelves.has(id) ? id : 0)

  const ask = (q: {
    userId: number
    goodsId: number
    category: number
    title: string
    content: string
    hoursAgo: number
    reply?: string
    shown?: boolean
    views?: number
  }) =>
    Number(
      run(
        db,
        `INSERT INTO asks (user_id, goods_id, ask_category_id, title, content, is_show, is_reply, reply, reply_time, access_count, add_time, upd_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        q.userId,
        q.goodsId,
        categories[q.category],
        q.title,
        `<p>${q.content}</p>`,
        q.shown === false ? 0 : 1,
        q.reply ? 1 : 0,
        q.reply ? `<p>${q.reply}</p>` : '',
        q.reply ? now - (q.hoursAgo - 2) * HOUR : 0,
        q.views ?? 20,
        now - q.hoursAgo * HOUR,
        now - q.hoursAgo * HOUR,
      ).lastInsertRowid,
    )

  const lasting = ask({
    userId: buyer2.id,
    goodsId: goods(1),
    category: 0,
    title: '这款持妆久吗？',
    content: '平时上班八小时，需要中途补妆吗？',
    hoursAgo: 50,
    reply: '正常室内环境可持妆 6-8 小时，用餐后建议轻补一次。',
    views: 86,
  })
  ask({
    userId: demo.id,
    goodsId: goods(1),
    category: 0,
    title: '色号偏粉还是偏橘？',
    content: '黄皮适合哪个色号？',
    hoursAgo: 30,
    reply: '01 号偏粉调，02 号偏橘调，黄皮更推荐 02 号。',
    views: 54,
  })
  ask({ userId: demo.id, goodsId: goods(2), category: 1, title: '孕期可以用吗？', content: '成分里有没有需要注意的？', hoursAgo: 12, views: 31 })
  ask({
    userId: buyer2.id,
    goodsId: 0,
    category: 1,
    title: '敏感肌能用果酸吗？',
    content: '最近两颊容易泛红，想刷酸改善毛孔。',
    hoursAgo: 70,
    reply: '泛红期间建议先暂停刷酸，以修护为主，稳定后再从低浓度开始尝试。',
    views: 140,
  })
  ask({ userId: buyer2.id, goodsId: 0, category: 2, title: '发什么快递？', content: '大概几天能到上海？', hoursAgo: 6, views: 9 })
  ask({ userId: buyer2.id, goodsId: goods(1), category: 0, title: '买家二号的待审提问', content: '这条提问还在审核中。', hoursAgo: 1, shown: false })
  ask({ userId: demo.id, goodsId: 0, category: 1, title: '小美的待审提问', content: '审核通过前只有自己能看到。', hoursAgo: 2, shown: false })

  const comment = (userId: number, parentId: number, replyUserId: number, content: string, hoursAgo: number) =>
    Number(
      run(
        db,
        'INSERT INTO ask_comments (ask_id, user_id, parent_id, reply_user_id, content, status, add_time) VALUES (?, ?, ?, ?, ?, 1, ?)',
        lasting,
        userId,
        parentId,
        replyUserId,
        content,
        now - hoursAgo * HOUR,
      ).lastInsertRowid,
    )
  const first = comment(demo.id, 0, 0, '我用下来挺持久的，吃饭后会掉一点。', 40)
  comment(buyer2.id, first, 0, '谢谢分享，那我入手试试。', 39)
  run(db, 'INSERT INTO ask_thumbs (user_id, ask_id, comment_id, add_time) VALUES (?, ?, 0, ?)', demo.id, lasting, now - HOUR)
  run(db, 'INSERT INTO ask_thumbs (user_id, ask_id, comment_id, add_time) VALUES (?, ?, ?, ?)', buyer2.id, lasting, first, now - HOUR)
}
