// Content plugins: blog and ask posting rules (plain and sanitised text, limits, categories, covers),
// review visibility (the author at once, others after approval), author isolation, comments, replies and
// likes per user; live rooms by state; the review toolbox; their blocks in index/index and goods/detail.
import { setPluginEnabled } from '../../server/core/plugins'
import { setConfig } from '../../server/services/site/configs'
import { TINY_PNG, upload } from './account-helpers'
import { startTestApp, useTestApp, type TestApp } from './helpers'

let app: TestApp
let demo: string
let buyer2: string
useTestApp(startTestApp, (started) => ([app, demo, buyer2] = [started, started.tokenFor('demo'), started.tokenFor('buyer2')]))

const plugin = (name: string, control: string, action: string, params: Record<string, unknown> = {}, token = '', lang = 'zh') =>
  app.call('plugins/index', { pluginsname: name, pluginscontrol: control, pluginsaction: action, ...params }, { token, lang })
const blog = (control: string, action: string, params: Record<string, unknown> = {}, token = '') => plugin('blog', control, action, params, token)
const ask = (control: string, action: string, params: Record<string, unknown> = {}, token = '') => plugin('ask', control, action, params, token)
const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id)

async function uploadedImage(token: string): Promise<string> {
  const answer = await upload(app, 'ueditor/index', 'upfile', TINY_PNG, { action: 'uploadimage', path_type: 'blog' }, token)
  expect(answer.code).toBe(0)
  return answer.data.url
}

const validPost = (categoryId: number, extra: Record<string, unknown> = {}) => ({
  title: '我的新博文',
  blog_category_id: categoryId,
  content: '<p>第一段</p>',
  is_enable: 1,
  ...extra,
})

describe('blog', () => {
  it('index: categories with counts, hot, recommended, latest and goods; search by category and words', async () => {
    const answer = await blog('index', 'index')
    expect(answer.code).toBe(0)
    expect(answer.data.base).toMatchObject({ blog_main_name: '博文', is_user_add_blog: 1 })
    expect(answer.data.category.length).toBe(4)
    expect(answer.data.category[0].blog_data.blog_count).toBeGreaterThan(0)
    expect(answer.data.hot_list.length).toBe(3)
    expect(answer.data.slide_list.map((s: { url: string }) => s.url)).toEqual(['/pages/plugins/blog/search/search?id=1', '/pages/plugins/blog/form/form'])
    expect(answer.data.right_list.length).toBeGreaterThan(0)
    expect(answer.data.goods_list.length).toBe(4)
    // Only public posts: no post awaiting review, refused or switched off.
    expect(answer.data.data_list.every((p: { status: number; is_enable: number }) => p.status === 1 && p.is_enable === 1)).toBe(true)
    const skincare = answer.data.category[0].id
    const found = await blog('search', 'datalist', { page: 1, id: skincare, bwd: '换季' })
    expect(found.data.data.map((p: { title: string }) => p.title)).toEqual(['换季护肤三步走'])
    expect((await blog('search', 'datalist', { bwd: '%' })).data.total).toBe(0)
    expect((await blog('search', 'datalist', { id: 'x' })).code).toBe(-1)
  })

  it('detail: a public post with comments, replies (a reply to a reply names its user) and last/next; bad ids are refused', async () => {
    const answer = await blog('index', 'detail', { id: 1 }, demo)
    expect(answer.code).toBe(0)
    const post = answer.data.data
    expect(post.content).toContain('<p>')
    expect(post.content).toMatch(/src="http:\/\/127\.0\.0\.1:\d+\/static\//)
    expect(post.give_thumbs_count).toBe(2)
    expect(post.is_give_thumbs).toBe(1)
    const first = post.comments_list.find((c: { comments_count: number }) => c.comments_count === 2)
    expect(first.reply_comments_list[1].reply_comments_text).toMatch(/^回复 /)
    // buyer2's comment awaiting review is not shown to demo, but is to buyer2.
    expect(post.comments_list.some((c: { content: string }) => c.content === '这条评论还在审核中。')).toBe(false)
    const theirs = (await blog('index', 'detail', { id: 1 }, buyer2)).data.data.comments_list
    expect(theirs.find((c: { content: string }) => c.content === '这条评论还在审核中。')).toMatchObject({ is_pending: 1, status_name: '待审核' })
    expect(answer.data.last_next.next).toMatchObject({ id: 2 })
    expect((await blog('index', 'detail', { id: 99999 })).msg).toBe('博文不存在或已下架')
    expect((await blog('index', 'detail', {})).code).toBe(-1)
    expect((await blog('index', 'detail', { id: 'abc' })).code).toBe(-1)
  })

  it('posting: rules, sanitised HTML and text, own covers only, review visibility, author isolation', async () => {
    const info = await blog('blog', 'saveinfo', {}, demo)
    expect(info.data.data).toBeNull()
    const categoryId = info.data.blog_category_list[0].id
    const refuse = async (params: Record<string, unknown>, msg: string) => {
      const answer = await blog('blog', 'save', params, demo)
      expect(answer).toMatchObject({ code: -1, msg })
    }
    await refuse(validPost(categoryId, { title: '' }), '请填写标题')
    await refuse(validPost(categoryId, { title: '<b></b>' }), '请填写标题')
    await refuse(validPost(categoryId, { title: '一二三四五六七八九十一二三四五六七' }), '标题长度不能超过16个字符')
    await refuse(validPost(categoryId, { blog_category_id: '' }), '请选择分类')
    await refuse(validPost(categoryId, { blog_category_id: 999 }), '博文分类不存在')
    await refuse(validPost(categoryId, { content: '<script>alert(1)</script>' }), '请填写内容')
    await refuse(validPost(categoryId, { cover: 'https://evil.example/x.png' }), '封面图片有误，请重新上传')
    await refuse(validPost(categoryId, { seo_desc: 'x'.repeat(17) }), 'SEO描述长度不能超过16个字符')
    await refuse(validPost(categoryId, { is_enable: 'yes' }), '启用状态有误')
    expect((await blog('blog', 'save', validPost(categoryId))).code).toBe(-400)

    const cover = await uploadedImage(demo)
    const saved = await blog(
      'blog',
      'save',
      validPost(categoryId, {
        title: '<i>换季</i>心得',
        cover,
        content: `<p onclick="x()">正文<script>alert(1)</script></p><img src="${cover}" onerror="x()"><img src="https://evil.example/a.png"><a href="javascript:x()">链接</a>`,
        describe: '<b>简介</b>',
      }),
      demo,
    )
    expect(saved).toMatchObject({ code: 0, msg: '保存成功，审核通过后将公开显示' })
    const id = saved.data
    const mine = await blog('index', 'detail', { id }, demo)
    expect(mine.data.data).toMatchObject({ title: '换季心得', describe: '简介', status: 0, status_name: '待审核', is_own: 1 })
    expect(mine.data.data.content).toBe(`<p>正文</p><img src="${cover}"><a>链接</a>`)
    expect(mine.data.data.cover).toBe(cover)
    // Others do not see it until it is approved.
    expect((await blog('index', 'detail', { id }, buyer2)).code).toBe(-1)
    expect((await blog('index', 'detail', { id })).code).toBe(-1)
    expect(ids((await blog('search', 'datalist', {})).data.data)).not.toContain(id)
    const list = (await blog('blog', 'index', { page: 1 }, demo)).data
    expect(list.data[0]).toMatchObject({ id, title: '换季心得', status_name: '待审核', cover })
    expect(ids((await blog('blog', 'index', {}, buyer2)).data.data)).not.toContain(id)

    // Only the author opens, saves over or deletes it.
    expect((await blog('blog', 'saveinfo', { id }, buyer2)).msg).toBe('博文不存在或已下架')
    expect((await blog('blog', 'save', validPost(categoryId, { id, title: '改掉' }), buyer2)).code).toBe(-1)
    expect((await blog('blog', 'delete', { ids: String(id) }, buyer2)).code).toBe(-1)
    expect((await blog('blog', 'delete', { ids: `${id},1` }, demo)).code).toBe(-1)
    expect((await blog('index', 'detail', { id }, demo)).data.data.title).toBe('换季心得')

    // With review off, an edit is public at once; the stored cover may be sent back unchanged.
    setConfig(app.app.db, 'plugins_blog_is_user_blog_review', '0')
    try {
      const edited = await blog('blog', 'save', validPost(categoryId, { id, title: '换季心得二', cover }), demo)
      expect(edited).toMatchObject({ code: 0, msg: '保存成功' })
      expect((await blog('index', 'detail', { id }, buyer2)).data.data).toMatchObject({ title: '换季心得二', status: 1 })
    } finally {
      setConfig(app.app.db, 'plugins_blog_is_user_blog_review', '1')
    }
    // Switched off by its author: gone for others, still there for the author.
    await blog('blog', 'save', validPost(categoryId, { id, title: '换季心得二', cover, is_enable: 0 }), demo)
    expect((await blog('index', 'detail', { id }, buyer2)).code).toBe(-1)
    expect((await blog('blog', 'delete', { ids: String(id) }, demo)).code).toBe(0)
    expect((await blog('index', 'detail', { id }, demo)).code).toBe(-1)
  })

  it('comments and likes: plain text, limits, replies, review flag, one like per user', async () => {
    const post = (params: Record<string, unknown>, token = demo) => blog('index', 'comments', { blog_id: 2, ...params }, token)
    expect((await post({ content: '  ' })).msg).toBe('请填写评论内容')
    expect((await post({ content: 'x'.repeat(501) })).msg).toBe('评论内容最多500个字符')
    expect((await post({ content: '好' }, '')).code).toBe(-400)
    const made = await post({ content: '<img src=x onerror=alert(1)>真<b>不错</b>' })
    expect(made.code).toBe(0)
    expect(made.data).toMatchObject({ content: '真不错', blog_comments_id: 0, is_pending: 0, comments_count: 0 })
    const reply = await post({ content: '同感', blog_comments_id: made.data.id }, buyer2)
    const answer = await post({ content: '谢谢', blog_comments_id: made.data.id, reply_comments_id: reply.data.id })
    expect(answer.data.reply_comments_text).toBe('回复 买***号')
    expect((await post({ content: 'x', blog_comments_id: reply.data.id })).msg).toBe('评论不存在')
    expect((await post({ content: 'x', blog_comments_id: 99999 })).msg).toBe('评论不存在')
    const replies = await blog('index', 'commentsreplylist', { blog_id: 2, blog_comments_id: made.data.id, page: 1 })
    expect(replies.data.data.map((r: { content: string }) => r.content)).toEqual(['同感', '谢谢'])

    setConfig(app.app.db, 'plugins_blog_is_blog_comments_review', '1')
    try {
      const waiting = await post({ content: '待审核的评论' }, buyer2)
      expect(waiting).toMatchObject({ code: 0, msg: '评论成功，审核通过后其他人可见', data: { is_pending: 1 } })
      const seen = async (token: string) =>
        (await blog('index', 'commentsreplylist', { blog_id: 2, blog_comments_id: 0, page: 1 }, token)).data.data.some(
          (c: { id: number }) => c.id === waiting.data.id,
        )
      expect(await seen(buyer2)).toBe(true)
      expect(await seen(demo)).toBe(false)
      expect((await blog('index', 'givethumbs', { blog_id: 2, blog_comments_id: waiting.data.id }, demo)).code).toBe(-1)
    } finally {
      setConfig(app.app.db, 'plugins_blog_is_blog_comments_review', '0')
    }

    // Post 3 has no likes yet; comment likes are on post 2.
    const like = (token: string, commentId = 0) =>
      blog('index', 'givethumbs', { blog_id: commentId ? 2 : 3, blog_comments_id: commentId, reply_comments_id: 0 }, token)
    const before = (await blog('index', 'detail', { id: 3 })).data.data.give_thumbs_count
    expect((await like(demo)).data).toEqual({ is_active: 1, count: before + 1 })
    expect((await like(buyer2)).data.count).toBe(before + 2)
    expect((await like(demo)).data).toEqual({ is_active: 0, count: before + 1 })
    expect((await like(demo, made.data.id)).data).toEqual({ is_active: 1, count: 1 })
    expect((await like('')).code).toBe(-400)
    // A post others cannot read takes no comments or likes from them.
    expect((await blog('index', 'comments', { blog_id: 8, content: '看不到' }, buyer2)).code).toBe(-1)
  })

  it('home block: plugins_blog_data and its place in plugins_sort_list; gone when the plugin is off', async () => {
    const home = (await app.call('index/index')).data
    expect(home.plugins_sort_list).toContainEqual({ plugins: 'blog' })
    expect(home.plugins_blog_data.base).toMatchObject({ home_data_location: 0, home_data_list_title: '美妆博客' })
    expect(home.plugins_blog_data.data.length).toBeGreaterThan(0)
    setPluginEnabled(app.app.db, 'blog', false)
    try {
      const off = (await app.call('index/index')).data
      expect(off.plugins_blog_data).toBeUndefined()
      expect((await blog('index', 'index')).code).toBe(-11)
    } finally {
      setPluginEnabled(app.app.db, 'blog', true)
    }
  })
})

describe('ask', () => {
  it('board: tabs, answered and waiting filters, search; questions awaiting review stay out', async () => {
    const board = await ask('index', 'index')
    expect(board.data.search_tab_list.map((t: { type: number }) => t.type)).toEqual([0, 1, 2, 3])
    const list = async (params: Record<string, unknown>) => (await ask('index', 'datalist', { page: 1, ...params })).data.data
    const answered = await list({ type: 2 })
    expect(answered.length).toBeGreaterThan(0)
    expect(answered.every((q: { is_reply: string }) => q.is_reply === '1')).toBe(true)
    expect((await list({ type: 3 })).every((q: { is_reply: string }) => q.is_reply === '0')).toBe(true)
    const hot = await list({ type: 1 })
    expect(hot[0].access_count).toBeGreaterThanOrEqual(hot[1].access_count)
    expect((await list({ bwd: '果酸' })).map((q: { title: string }) => q.title)).toEqual(['敏感肌能用果酸吗？'])
    expect((await list({ type: 0 })).some((q: { title: string }) => q.title.includes('待审'))).toBe(false)
    expect((await ask('index', 'datalist', { type: 9 })).code).toBe(-1)
  })

  it('a goods: its questions, the goods-detail block and the answers of one question', async () => {
    const goods = (await app.call('goods/detail', { id: 1 })).data
    expect(goods.plugins_ask_data).toMatchObject({ is_ask_add: 1, ask_total: 2 })
    expect(goods.plugins_ask_data.ask_data[0]).toMatchObject({ is_reply: '1', reply_text: expect.any(String) })
    const forGoods = (await ask('index', 'datalist', { page: 1, goods_id: 1, is_comments: 1 }, demo)).data
    expect(forGoods.total).toBe(2)
    const withAnswers = forGoods.data.find((q: { comments_count: number }) => q.comments_count > 0)
    const answers = await ask('index', 'commentsreplylist', { ask_id: withAnswers.id, ask_comments_id: 0, page: 1, is_comments: 1 })
    expect(answers.data.data[0].reply_comments_list.length).toBe(1)
    expect((await app.call('search/datalist', { page: 1 })).data.plugins_ask_data).toBeUndefined()
  })

  it('asking: rules, review visibility, my questions, edit only until answered, author isolation', async () => {
    const info = (await ask('ask', 'saveinfo', { goods_id: 2 }, demo)).data
    expect(info).toMatchObject({ data: null, goods: { id: 2 }, is_show_email_notice: 1, is_show_mobile_notice: 1 })
    const question = { goods_id: 2, title: '能带上飞机吗', content: '<p>容量多少毫升？</p>', category_id: info.ask_category_list[0].id }
    const refuse = async (params: Record<string, unknown>, msg: string) => expect(await ask('ask', 'save', params, demo)).toMatchObject({ code: -1, msg })
    await refuse({ ...question, title: '' }, '请填写标题')
    await refuse({ ...question, title: 'x'.repeat(17) }, '标题长度不能超过16个字符')
    await refuse({ ...question, content: '<p> </p>' }, '请填写提问内容')
    await refuse({ ...question, email_notice: 'not-an-email' }, '回复通知邮箱格式有误')
    await refuse({ ...question, mobile_notice: '12ab' }, '回复通知手机格式有误（6-16位数字）')
    await refuse({ ...question, mobile_notice: '1'.repeat(17) }, '回复通知手机长度不能超过16个字符')
    await refuse({ ...question, category_id: 999 }, '问答分类不存在')
    await refuse({ ...question, goods_id: 43 }, '商品不存在或已下架')
    const saved = await ask(
      'ask',
      'save',
      { ...question, email_notice: 'me@example.com', mobile_notice: '13800000000', content: '<p>容量<script>x()</script>多少？</p>' },
      demo,
    )
    expect(saved).toMatchObject({ code: 0, msg: '提交成功，审核通过后将公开显示' })
    const id = saved.data
    const mine = (await ask('ask', 'index', { page: 1 }, demo)).data
    expect(mine.data_list[0]).toMatchObject({ id, title: '能带上飞机吗', is_reply_name: '未回复', is_show_name: '待审核' })
    expect(mine.field_list.map((f: { field: string }) => f.field)).toContain('is_reply_name')
    expect((await ask('ask', 'detail', { id }, demo)).data.data.content).toBe('<p>容量多少？</p>')
    expect((await ask('index', 'detail', { id }, demo)).code).toBe(0)
    expect((await ask('index', 'detail', { id }, buyer2)).msg).toBe('问题不存在或未公开')
    expect((await ask('ask', 'detail', { id }, buyer2)).code).toBe(-1)
    expect((await ask('ask', 'save', { ...question, id, title: '改' }, buyer2)).code).toBe(-1)
    expect((await ask('ask', 'delete', { ids: String(id) }, buyer2)).code).toBe(-1)

    // Approved by the shop: public; answered: locked for edits.
    app.app.db.prepare('UPDATE asks SET is_show = 1 WHERE id = ?').run(id)
    expect((await ask('index', 'detail', { id }, buyer2)).code).toBe(0)
    app.app.db.prepare("UPDATE asks SET is_reply = 1, reply = '<p>100ml，可以</p>', reply_time = 1 WHERE id = ?").run(id)
    expect((await ask('ask', 'save', { ...question, id, title: '改一下' }, demo)).msg).toBe('已回复的问题不能再修改')
    expect((await ask('ask', 'detail', { id }, demo)).data.data.reply).toBe('<p>100ml，可以</p>')
    expect((await ask('ask', 'delete', { ids: String(id) }, demo)).code).toBe(0)
    expect((await ask('ask', 'detail', { id }, demo)).code).toBe(-1)
    expect((await ask('ask', 'index', {}, '')).code).toBe(-400)
  })
})

describe('weixinliveplayer', () => {
  const live = (control: string, action: string, params: Record<string, unknown> = {}, lang = 'zh') =>
    plugin('weixinliveplayer', control, action, params, '', lang)

  it('rooms in every state; the web player link while on, the recording once ended', async () => {
    const home = await live('index', 'index')
    expect(home.data.data[0]).toMatchObject({ status: '1', status_name: '直播中' })
    expect(home.data.banner_list.length).toBe(1)
    const all = (await live('search', 'index', { page: 1, status: -1, is_more: 1 })).data.data
    expect(all.map((r: { status: string }) => r.status).sort()).toEqual(['0', '1', '2', '3', '3', '4'])
    for (const status of ['0', '1', '2', '3']) {
      const rows = (await live('search', 'index', { status })).data.data
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.every((r: { status: string }) => r.status === status)).toBe(true)
    }
    const byStatus = (s: string) => all.find((r: { status: string }) => r.status === s)
    expect(byStatus('1').h5_play_url).toBe(`https://live.example.com/room/${byStatus('1').roomid}`)
    expect(byStatus('0').h5_play_url).toBe('')
    const ended = (await live('search', 'index', { status: 3 })).data.data
    expect(ended.some((r: { replay_url: string }) => r.replay_url.endsWith('.mp4'))).toBe(true)
    expect(ended.some((r: { replay_url: string }) => r.replay_url === '')).toBe(true)
    const detail = await live('search', 'detail', { id: byStatus('2').id }, 'en')
    expect(detail.data.data).toMatchObject({ status: '2', status_name: 'Paused' })
    expect((await live('search', 'detail', { id: 999 })).msg).toBe('直播间不存在')
    expect((await live('search', 'index', { status: 'live' })).code).toBe(-1)
    expect((await live('index', 'poster', { id: byStatus('1').id })).data).toMatch(/\/static\/plugins\/weixinliveplayer\/poster-\d+\.svg$/)
  })
})

describe('intellectstools review toolbox', () => {
  const toolbox = (action: string, params: Record<string, unknown>, token = demo) => plugin('intellectstools', 'goodscomments', action, params, token)

  it('rules, own photos only, one toolbox review per goods; the goods-detail tips and link', async () => {
    expect((await toolbox('index', { goods_id: 3 }, '')).code).toBe(-400)
    expect((await toolbox('index', { goods_id: 43 })).msg).toBe('商品不存在或已下架')
    const info = await toolbox('index', { goods_id: 3 })
    expect(info.data).toMatchObject({ goods: { id: 3 }, is_commented: 0 })
    const review = { goods_id: 3, rating: 5, content: '用了一周，很滋润', is_anonymous: 0, image_list: [] as string[] }
    expect((await toolbox('save', { ...review, rating: 0 })).msg).toBe('请选择评分（1-5 星）')
    expect((await toolbox('save', { ...review, content: '<b>好</b>' })).msg).toBe('评价内容需在 6 到 230 个字符之间')
    expect((await toolbox('save', { ...review, image_list: ['https://evil.example/a.png'] })).msg).toBe('评价图片有误，请重新上传')
    const photo = await uploadedImage(demo)
    expect((await toolbox('save', { ...review, image_list: [photo, photo, photo, photo] })).msg).toBe('评价图片最多 3 张')
    const detailBefore = (await app.call('goods/detail', { id: 3 }, { token: demo })).data.plugins_intellectstools_data
    expect(detailBefore).toMatchObject({ is_comments_add: 1, content_top: { title: '购物须知' } })
    expect((await toolbox('save', { ...review, image_list: JSON.stringify([photo]), is_anonymous: 1 })).code).toBe(0)
    expect((await toolbox('save', review)).msg).toBe('你已评价过该商品')
    expect((await toolbox('index', { goods_id: 3 })).data.is_commented).toBe(1)
    expect((await app.call('goods/detail', { id: 3 }, { token: demo })).data.plugins_intellectstools_data.is_comments_add).toBe(0)
    const comments = (await app.call('goods/comments', { goods_id: 3, page: 1 })).data.data
    expect(comments[0]).toMatchObject({ content: '用了一周，很滋润', is_anonymous: 1 })
    expect(comments[0].images).toEqual([photo])
  })
})
