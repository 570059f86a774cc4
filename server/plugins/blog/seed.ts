// Demo data: four categories, the shop's posts (hot, recommended, with goods), demo's own posts in each
// review state, a pending post of buyer2's, a thread of comments and replies, and likes.
import type { Database } from 'better-sqlite3'
import { all, one, run } from '../../db'
import { coverSvg, escapeXml, iconSvg, writeStatic } from '../../db/seed/svg'

const DAY = 86400

/** The blog home's slides (written once by the seed; the files are part of the demo's static images). */
export const BLOG_SLIDES = [
  { image: '/static/plugins/blog/slide-1.svg', url: '/pages/plugins/blog/search/search?id=1', name: '护肤心得' },
  { image: '/static/plugins/blog/slide-2.svg', url: '/pages/plugins/blog/form/form', name: '分享你的美妆故事' },
]

const CATEGORIES: Array<{ name: string; colors: [string, string] }> = [
  { name: '护肤心得', colors: ['#ffd1dc', '#e93a6b'] },
  { name: '彩妆教程', colors: ['#ffe2c6', '#f26b3a'] },
  { name: '新品资讯', colors: ['#d6e6ff', '#3b6fe0'] },
  { name: '生活方式', colors: ['#d8f3e3', '#23a26d'] },
]

interface SeedPost {
  category: number
  title: string
  subtitle: string
  describe: string
  paragraphs: string[]
  colors: [string, string]
  hot?: boolean
  recommended?: boolean
  goods?: number[]
  daysAgo: number
  views: number
}

const SHOP_POSTS: SeedPost[] = [
  {
    category: 0,
    title: '换季护肤三步走',
    subtitle: '清洁 · 保湿 · 防晒',
    describe: '秋冬换季皮肤容易干燥敏感，做好这三步让肌肤稳稳度过。',
    paragraphs: [
      '换季时气温和湿度变化大，皮肤屏障容易受损。第一步是温和清洁：选择氨基酸类洁面，早晚各一次即可，避免过度去角质。',
      '第二步是充分保湿：化妆水之后叠加含有神经酰胺或玻尿酸的精华，再用乳霜锁住水分。',
      '第三步是坚持防晒：即使是阴天，紫外线依然存在，出门前记得涂抹防晒霜。',
    ],
    colors: ['#ffc2d4', '#e93a6b'],
    hot: true,
    recommended: true,
    goods: [2, 3],
    daysAgo: 1,
    views: 368,
  },
  {
    category: 1,
    title: '通勤淡妆十分钟',
    subtitle: '新手也能快速上手',
    describe: '早上时间紧？这套十分钟通勤妆容简单自然又有精神。',
    paragraphs: [
      '先用轻薄的粉底液均匀肤色，局部用遮瑕盖住黑眼圈和痘印。',
      '眉毛顺着眉形轻扫，眼妆选择大地色眼影，睫毛夹翘后刷一层睫毛膏。',
      '最后用一支豆沙色口红提升气色，整个妆容干净又显精神。',
    ],
    colors: ['#ffd9b8', '#f26b3a'],
    hot: true,
    recommended: true,
    goods: [1],
    daysAgo: 2,
    views: 512,
  },
  {
    category: 2,
    title: '冬季限定礼盒上新',
    subtitle: '节日送礼好选择',
    describe: '冬季限定礼盒正式上架，包装精美，适合送给重要的人。',
    paragraphs: ['本季礼盒包含人气面霜、保湿精华和限定色口红，礼盒附赠贺卡。', '限量发售，售完即止，会员购买还可享受额外积分。'],
    colors: ['#c9dcff', '#3b6fe0'],
    hot: true,
    recommended: true,
    daysAgo: 3,
    views: 245,
  },
  {
    category: 0,
    title: '敏感肌的修护指南',
    subtitle: '少即是多',
    describe: '敏感肌护肤的关键是精简步骤、修护屏障。',
    paragraphs: ['敏感肌应尽量减少使用含酒精、香精的产品，护肤步骤越简单越好。', '出现泛红刺痛时，可以暂停功效型产品，专注修护。'],
    colors: ['#ffe0e8', '#d94f7a'],
    recommended: true,
    daysAgo: 5,
    views: 190,
  },
  {
    category: 3,
    title: '好睡眠才是最好的保养',
    subtitle: '作息与肌肤',
    describe: '规律作息对皮肤状态的影响，比你想象的更大。',
    paragraphs: ['夜间是皮肤自我修复的时间，长期熬夜会让肤色暗沉、毛孔粗大。', '睡前半小时放下手机，给自己一个放松的护肤时光。'],
    colors: ['#d3f1e0', '#23a26d'],
    daysAgo: 8,
    views: 96,
  },
  {
    category: 1,
    title: '口红色号怎么选',
    subtitle: '冷暖皮都适用',
    describe: '根据肤色冷暖选择口红色号，轻松避雷。',
    paragraphs: ['冷调皮肤适合玫瑰色、莓果色；暖调皮肤适合橘调、砖红色。', '拿不准的时候，豆沙色几乎适合所有人。'],
    colors: ['#ffd3c2', '#e25a4a'],
    daysAgo: 12,
    views: 421,
  },
]

const paragraphsHtml = (paragraphs: string[]) => paragraphs.map((p) => `<p>${escapeXml(p)}</p>`).join('')

export function seedBlog(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  const demo = one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'demo'")
  const buyer2 = one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'buyer2'")
  const goodsIds = new Set(all<{ id: number }>(db, 'SELECT id FROM goods WHERE is_shelves = 1').map((g) => g.id))

  writeStatic('plugins/blog/slide-1.svg', coverSvg('美妆博客', '护肤心得 · 彩妆教程 · 新品资讯', ['#ffc2d4', '#e93a6b']))
  writeStatic('plugins/blog/slide-2.svg', coverSvg('分享你的美妆故事', '发布博文，和大家一起变美', ['#c9dcff', '#3b6fe0']))
  const categoryIds = CATEGORIES.map((category, sort) => {
    const icon = writeStatic(`plugins/blog/category-${sort + 1}.svg`, iconSvg({ label: category.name.slice(0, 2), colors: category.colors }))
    return Number(
      run(db, 'INSERT INTO blog_categories (name, icon, sort, add_time) VALUES (?, ?, ?, ?)', category.name, icon, sort, now - 30 * DAY).lastInsertRowid,
    )
  })

  const insertPost = (userId: number, post: SeedPost, cover: string, status: number) =>
    Number(
      run(
        db,
        `INSERT INTO blogs (user_id, blog_category_id, title, describe, cover, content, goods_ids, seo_title, seo_desc, status, is_recommended, is_hot,
           access_count, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        userId,
        categoryIds[post.category],
        post.title,
        post.describe,
        cover,
        `${cover ? `<p><img src="${cover}" alt="${escapeXml(post.title)}"></p>` : ''}${paragraphsHtml(post.paragraphs)}`,
        JSON.stringify((post.goods ?? []).filter((id) => goodsIds.has(id))),
        post.title,
        post.describe.slice(0, 16),
        status,
        post.recommended ? 1 : 0,
        post.hot ? 1 : 0,
        post.views,
        now - post.daysAgo * DAY,
        now - post.daysAgo * DAY,
      ).lastInsertRowid,
    )

  const shopIds = SHOP_POSTS.map((post, i) =>
    insertPost(0, post, writeStatic(`plugins/blog/cover-${i + 1}.svg`, coverSvg(post.title, post.subtitle, post.colors)), 1),
  )
  if (!demo || !buyer2) return

  // demo: one published (with a cover), one awaiting review, one refused; buyer2: one awaiting review.
  const mine = (title: string, paragraph: string, daysAgo: number): SeedPost => ({
    category: 0,
    title,
    subtitle: '',
    describe: '',
    paragraphs: [paragraph],
    colors: ['#fff', '#fff'],
    daysAgo,
    views: 12,
  })
  const demoCover = writeStatic('plugins/blog/cover-user-1.svg', coverSvg('我的晨间护肤', '小美的分享', ['#f7c6e0', '#b84a8a']))
  const demoPublished = insertPost(
    demo.id,
    { ...mine('我的晨间护肤', '每天早上一杯温水、一遍温和洁面，再配合保湿和防晒，坚持一个月皮肤状态好了很多。', 4) },
    demoCover,
    1,
  )
  insertPost(demo.id, mine('面膜使用小记', '面膜一周两到三次就够了，敷的时间不要超过包装上的建议时间。', 1), '', 0)
  insertPost(demo.id, mine('种草清单', '最近入手的几件好物，整理成清单分享给大家。', 6), '', 2)
  insertPost(buyer2.id, mine('买家二号的待审博文', '这篇博文还在审核中，只有作者自己能看到。', 1), '', 0)

  // A thread under the first shop post: two comments, replies (one answering a reply), one awaiting review.
  const comment = (blogId: number, userId: number, parentId: number, replyUserId: number, content: string, hoursAgo: number, status = 1) =>
    Number(
      run(
        db,
        'INSERT INTO blog_comments (blog_id, user_id, parent_id, reply_user_id, content, status, add_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
        blogId,
        userId,
        parentId,
        replyUserId,
        content,
        status,
        now - hoursAgo * 3600,
      ).lastInsertRowid,
    )
  const first = shopIds[0]
  const c1 = comment(first, demo.id, 0, 0, '很实用的分享，防晒真的要坚持！', 20)
  const r1 = comment(first, buyer2.id, c1, 0, '同意，我现在阴天也会涂。', 18)
  comment(first, demo.id, c1, buyer2.id, '对的，习惯了就不麻烦啦。', 17)
  const c2 = comment(first, buyer2.id, 0, 0, '请问敏感肌适合用哪款洁面？', 10)
  comment(first, buyer2.id, 0, 0, '这条评论还在审核中。', 2, 0)
  comment(shopIds[1], buyer2.id, 0, 0, '跟着画了一次，同事都说气色好！', 30)
  comment(demoPublished, buyer2.id, 0, 0, '早上一杯温水这个习惯很棒。', 40)

  const like = (userId: number, blogId: number, commentId = 0) =>
    run(db, 'INSERT INTO blog_thumbs (user_id, blog_id, comment_id, add_time) VALUES (?, ?, ?, ?)', userId, blogId, commentId, now - 3600)
  like(demo.id, first)
  like(buyer2.id, first)
  like(buyer2.id, shopIds[1])
  like(buyer2.id, demoPublished)
  like(buyer2.id, first, c1)
  like(demo.id, first, r1)
  like(demo.id, first, c2)
}
