// Content plugins: the blog form and ask form rules (clear messages, nothing typed is lost, what is sent),
// commenting, the embeds on home and goods detail (and their absence while the plugin is off), and the
// live room's "enter" by state on the web build.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import * as askApi from '@/api/plugins/ask'
import * as blogApi from '@/api/plugins/blog'
import * as discussionApi from '@/api/plugins/discussion'
import * as liveApi from '@/api/plugins/weixinliveplayer'
import { setLanguage } from '@/i18n'
import { goBack, openPage, openUrl, toast } from '@/lib/navigate'
import AskFormPage from '@/pages/plugins/ask/form/form'
import BlogDetailPage from '@/pages/plugins/blog/detail/detail'
import BlogFormPage from '@/pages/plugins/blog/form/form'
import LiveDetailPage from '@/pages/plugins/weixinliveplayer/detail/detail'
import { Slot } from '@/slots/slot'
import { GOODS_DETAIL_BLOCKS, HOME_BLOCKS, HOME_BLOCKS_AFTER_FLOORS } from '@/slots/slots'
import { setItem } from '@/stores/storage'
import { clickUntil, fieldValue, renderWith, storesWithConfig, typeInto } from './helpers/account-helpers'
import '@/slots/fills/home'
import '@/slots/fills/goods-detail'
import '@/slots/fills/goods-detail-blocks'

jest.mock('@/api/plugins/blog', () => ({
  ...jest.requireActual('@/api/plugins/blog'),
  getBlogFormInfo: jest.fn(),
  saveBlogPost: jest.fn(),
  getBlogDetail: jest.fn(),
}))
jest.mock('@/api/plugins/ask', () => ({ ...jest.requireActual('@/api/plugins/ask'), getAskFormInfo: jest.fn(), saveQuestion: jest.fn() }))
jest.mock('@/api/plugins/discussion', () => ({ ...jest.requireActual('@/api/plugins/discussion'), postComment: jest.fn(), toggleLike: jest.fn() }))
jest.mock('@/api/plugins/weixinliveplayer', () => ({ ...jest.requireActual('@/api/plugins/weixinliveplayer'), getLiveRoom: jest.fn() }))
jest.mock('@/lib/navigate', () => ({
  ...jest.requireActual('@/lib/navigate'),
  toast: jest.fn(),
  goBack: jest.fn(),
  goLogin: jest.fn(),
  openUrl: jest.fn(),
  openPage: jest.fn(() => Promise.resolve()),
}))

const ok = <T,>(data: T, msg = '') => ({ ok: true as const, code: 0 as const, msg, data })
const fail = (msg: string) => ({ ok: false as const, code: -1, msg, kind: 'server' as const, data: '' })
const ALL_ON = { blog: {}, ask: {}, weixinliveplayer: {}, intellectstools: {} }
const stores = (plugins: Record<string, unknown> = ALL_ON) => storesWithConfig({}, plugins)
const route = (params: Record<string, string>) =>
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params, path: '/pages/plugins/x/x' } } as never)
const lastToast = () => (toast as jest.Mock).mock.calls.at(-1)?.[0]

beforeEach(() => {
  Taro.clearStorageSync()
  setLanguage('zh')
  jest.clearAllMocks()
  jest.restoreAllMocks()
  setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo', mobile: '13800000000' })
})

describe('blog form', () => {
  const info = {
    categories: [
      { id: '1', name: '护肤心得' },
      { id: '2', name: '彩妆教程' },
    ],
    draft: null,
    statusName: '',
    pathType: 'blog',
  }

  it('title, category and content are required, the title is at most 16; what was typed stays; the form values are sent', async () => {
    route({})
    ;(blogApi.getBlogFormInfo as jest.Mock).mockResolvedValue(ok(info))
    ;(blogApi.saveBlogPost as jest.Mock).mockResolvedValue(fail('博文分类不存在'))
    renderWith(stores(), <BlogFormPage />)
    const submit = () => screen.getByTestId('blog-form-submit')
    await clickUntil(submit, () => expect(lastToast()).toBe('请填写标题'))
    await typeInto(() => screen.getByTestId('blog-form-title'), '一二三四五六七八九十一二三四五六七')
    await clickUntil(submit, () => expect(lastToast()).toBe('标题长度需在 1 到 16 个字符之间'))
    await typeInto(() => screen.getByTestId('blog-form-title'), '换季心得')
    await clickUntil(submit, () => expect(lastToast()).toBe('请填写分类'))
    fireEvent.click(screen.getAllByTestId('blog-form-category-option')[1])
    await clickUntil(submit, () => expect(lastToast()).toBe('请填写内容'))
    await typeInto(() => screen.getByTestId('blog-form-content-text'), '第一段\n<b>第二段</b>')
    fireEvent.click(screen.getByTestId('blog-form-more'))
    await typeInto(() => screen.getByTestId('blog-form-seo-desc'), 'x'.repeat(17))
    await clickUntil(submit, () => expect(lastToast()).toBe('SEO描述最多 16 个字符'))
    await typeInto(() => screen.getByTestId('blog-form-seo-desc'), '换季护肤')
    expect(blogApi.saveBlogPost).not.toHaveBeenCalled()

    // A refusal from the server keeps the form as it is.
    await clickUntil(submit, () => expect(blogApi.saveBlogPost).toHaveBeenCalledTimes(1))
    expect(blogApi.saveBlogPost).toHaveBeenCalledWith('', {
      title: '换季心得',
      categoryId: '2',
      enabled: true,
      cover: '',
      content: '<p>第一段</p><p>&lt;b&gt;第二段&lt;/b&gt;</p>',
      describe: '',
      seoTitle: '',
      seoKeywords: '',
      seoDesc: '换季护肤',
    })
    expect(fieldValue(screen.getByTestId('blog-form-title'))).toBe('换季心得')
    expect(goBack).not.toHaveBeenCalled()

    ;(blogApi.saveBlogPost as jest.Mock).mockResolvedValue(ok({ id: '9', msg: '保存成功，审核通过后将公开显示' }))
    jest.useFakeTimers()
    try {
      await clickUntil(submit, () => expect(lastToast()).toBe('保存成功，审核通过后将公开显示'))
      expect(submit().className).toContain('at-button--disabled')
      jest.advanceTimersByTime(2000)
      expect(goBack).toHaveBeenCalledWith('/pages/plugins/blog/user-list/user-list')
    } finally {
      jest.useRealTimers()
    }
  })

  it('editing fills the form from the post (body lines and pictures) and sends its id', async () => {
    route({ id: '7' })
    const draft = {
      ...blogApi.emptyBlogDraft(),
      title: '旧标题',
      categoryId: '1',
      enabled: false,
      cover: 'http://s/c.png',
      content: '<p>甲</p><p><img src="http://s/i.png"></p>',
    }
    ;(blogApi.getBlogFormInfo as jest.Mock).mockResolvedValue(ok({ ...info, draft, statusName: '待审核' }))
    ;(blogApi.saveBlogPost as jest.Mock).mockResolvedValue(ok({ id: '7', msg: '' }))
    renderWith(stores(), <BlogFormPage />)
    await screen.findByTestId('blog-form')
    expect(blogApi.getBlogFormInfo).toHaveBeenCalledWith('7')
    expect(screen.getByTestId('blog-form-status').textContent).toBe('当前状态：待审核')
    expect(fieldValue(screen.getByTestId('blog-form-content-text'))).toBe('甲')
    await typeInto(() => screen.getByTestId('blog-form-title'), '新标题')
    await clickUntil(
      () => screen.getByTestId('blog-form-submit'),
      () => expect(blogApi.saveBlogPost).toHaveBeenCalled(),
    )
    expect(blogApi.saveBlogPost).toHaveBeenCalledWith(
      '7',
      expect.objectContaining({ title: '新标题', enabled: false, cover: 'http://s/c.png', content: '<p>甲</p><p><img src="http://s/i.png"></p>' }),
    )
  })

  it('a link with a broken id says the link is incomplete, with a way home, and asks nothing', async () => {
    route({ id: 'abc' })
    renderWith(stores(), <BlogFormPage />)
    expect((await screen.findByTestId('status-error')).textContent).toContain('页面链接不完整')
    fireEvent.click(screen.getByTestId('status-action'))
    expect(openPage).toHaveBeenCalledWith('/pages/index/index')
    expect(blogApi.getBlogFormInfo).not.toHaveBeenCalled()
  })
})

describe('ask form', () => {
  const info = {
    draft: null,
    answered: false,
    goods: { id: '2', url: '/pages/goods-detail/goods-detail?id=2', image: '', title: '玫瑰洁面乳', price: '69.00', originalPrice: '' },
    categories: [{ id: '1', name: '产品使用' }],
    pathType: 'ask',
    showEmail: true,
    showMobile: true,
  }

  it('title and content required; e-mail and mobile checked when filled; sends the goods and the values, then opens my questions', async () => {
    route({ goods_id: '2' })
    ;(askApi.getAskFormInfo as jest.Mock).mockResolvedValue(ok(info))
    ;(askApi.saveQuestion as jest.Mock).mockResolvedValue(ok({ id: '12', msg: '提交成功，审核通过后将公开显示' }))
    renderWith(stores(), <AskFormPage />)
    expect((await screen.findByTestId('ask-goods')).textContent).toContain('玫瑰洁面乳')
    expect(askApi.getAskFormInfo).toHaveBeenCalledWith('', '2')
    const submit = () => screen.getByTestId('ask-form-submit')
    await clickUntil(submit, () => expect(lastToast()).toBe('请填写标题'))
    await typeInto(() => screen.getByTestId('ask-form-title'), '能带上飞机吗')
    await clickUntil(submit, () => expect(lastToast()).toBe('请填写内容'))
    await typeInto(() => screen.getByTestId('ask-form-content-text'), '容量多少毫升？')
    await typeInto(() => screen.getByTestId('ask-form-email'), 'me@')
    await clickUntil(submit, () => expect(lastToast()).toBe('电子邮箱格式有误'))
    await typeInto(() => screen.getByTestId('ask-form-email'), 'me@example.com')
    await typeInto(() => screen.getByTestId('ask-form-mobile'), '138')
    await clickUntil(submit, () => expect(lastToast()).toBe('回复通知手机格式有误（6-16 位）'))
    expect(fieldValue(screen.getByTestId('ask-form-title'))).toBe('能带上飞机吗')
    await typeInto(() => screen.getByTestId('ask-form-mobile'), '13800000000')
    expect(askApi.saveQuestion).not.toHaveBeenCalled()
    await clickUntil(submit, () => expect(openPage).toHaveBeenCalledWith('/pages/plugins/ask/user-list/user-list', { redirect: true }))
    expect(askApi.saveQuestion).toHaveBeenCalledWith(
      '',
      '2',
      { title: '能带上飞机吗', content: '<p>容量多少毫升？</p>', categoryId: '', email: 'me@example.com', mobile: '13800000000' },
      { email: true, mobile: true },
    )
    expect(lastToast()).toBe('提交成功，审核通过后将公开显示')
  })

  it('an answered question is shown locked; nothing can be sent', async () => {
    route({ id: '5' })
    ;(askApi.getAskFormInfo as jest.Mock).mockResolvedValue(
      ok({ ...info, goods: null, answered: true, draft: { ...askApi.emptyAskDraft(), title: '旧问题', content: '<p>x</p>' } }),
    )
    renderWith(stores(), <AskFormPage />)
    expect((await screen.findByTestId('ask-form-locked')).textContent).toBe('商家已回复，这个提问不能再修改')
    expect(screen.getByTestId('ask-form-submit').className).toContain('at-button--disabled')
  })
})

describe('blog post page', () => {
  const comment = (id: string, content: string, extra: Partial<discussionApi.DiscussionComment> = {}): discussionApi.DiscussionComment => ({
    id,
    parentId: '',
    author: { avatar: '', name: '小***美' },
    time: '2026-11-22 10:00:00',
    content,
    replyTo: '',
    pending: false,
    pendingLabel: '',
    likes: 0,
    liked: false,
    replyCount: 0,
    replies: [],
    ...extra,
  })
  const page = (): blogApi.BlogDetailPage => ({
    post: {
      ...blogApi.parseBlogPost({ id: 1, title: '换季护肤三步走', comments_count: 1, give_thumbs_count: 2 }),
      content: '<p>正文</p><img src=x onerror="window.__ran=1">',
      videoUrl: '',
      liveVideo: false,
      seoTitle: '',
      seoDesc: '',
      shareImage: '',
      liked: false,
      isOwn: false,
      commentList: [comment('4', '第一条')],
      goods: [],
    },
    base: blogApi.parseBlogBase({ is_blog_comments_show: 1, is_blog_comments_add: 1, is_blog_give_thumbs: 1 }),
    recommended: [],
    previous: null,
    next: null,
    emoji: ['😀'],
  })

  it('shows the body sanitised; likes the post; posts a comment shown as text at the top; replies name their comment', async () => {
    route({ id: '1' })
    ;(blogApi.getBlogDetail as jest.Mock).mockResolvedValue(ok(page()))
    ;(discussionApi.postComment as jest.Mock).mockResolvedValue(ok({ comment: comment('9', '新评论<b>x</b>'), msg: '评论成功' }))
    ;(discussionApi.toggleLike as jest.Mock).mockResolvedValue(ok({ active: true, count: 3 }))
    renderWith(stores(), <BlogDetailPage />)
    expect((await screen.findByTestId('blog-title')).textContent).toBe('换季护肤三步走')
    // The sanitiser is fetched when the first rich text draws: the body follows it.
    const body = await screen.findByTestId('rich-text')
    expect(body.innerHTML).toContain('<p>正文</p>')
    expect(body.innerHTML).not.toContain('onerror')

    await clickUntil(
      () => screen.getByTestId('subject-like'),
      () => expect(screen.getByTestId('subject-like').getAttribute('data-liked')).toBe('1'),
    )
    expect(discussionApi.toggleLike).toHaveBeenCalledWith('blog', '1')
    expect(screen.getByTestId('subject-like').textContent).toContain('3')

    fireEvent.click(screen.getByTestId('discussion-write'))
    await clickUntil(
      () => screen.getByTestId('comment-send'),
      () => expect(lastToast()).toBe('请填写评论内容'),
    )
    fireEvent.click(screen.getByTestId('comment-emoji-toggle'))
    fireEvent.click(screen.getByTestId('comment-emoji'))
    expect(fieldValue(screen.getByTestId('comment-text'))).toBe('😀')
    await typeInto(() => screen.getByTestId('comment-text'), '新评论<b>x</b>')
    expect(screen.getByTestId('comment-left').textContent).toBe('还可输入 489 字')
    await clickUntil(
      () => screen.getByTestId('comment-send'),
      () => expect(screen.getAllByTestId('discussion-comment')).toHaveLength(2),
    )
    expect(discussionApi.postComment).toHaveBeenCalledWith('blog', '1', '新评论<b>x</b>', undefined, undefined)
    // Shown as text, newest first; the composer closed; the heading counts it.
    expect(screen.getAllByTestId('discussion-comment')[0].textContent).toContain('新评论<b>x</b>')
    expect(screen.queryByTestId('comment-composer')).toBeNull()
    expect(screen.getByTestId('discussion').textContent).toContain('评论（2）')

    // Replying to a comment names it and sends its id.
    fireEvent.click(screen.getAllByTestId('discussion-reply-button')[1])
    expect(screen.getByTestId('comment-composer').textContent).toContain('回复 小***美')
  })

  it('a bad id is an incomplete link (nothing asked); an id the server refuses says the post is not there', async () => {
    route({ id: '1 OR 1=1' })
    const { unmount } = renderWith(stores(), <BlogDetailPage />)
    expect((await screen.findByTestId('status-error')).textContent).toContain('页面链接不完整')
    expect(blogApi.getBlogDetail).not.toHaveBeenCalled()
    unmount()
    route({ id: '99999' })
    ;(blogApi.getBlogDetail as jest.Mock).mockResolvedValue(fail('博文不存在或已下架'))
    renderWith(stores(), <BlogDetailPage />)
    expect((await screen.findByTestId('status-empty')).textContent).toContain('博文不存在或已下架')
    expect(screen.getByTestId('status-action').textContent).toBe('回到首页')
  })
})

describe('embeds', () => {
  const blogData = (location: number) => ({
    base: { home_data_location: location, home_data_list_title: '美妆博客' },
    data: [{ id: 1, title: '换季护肤三步走', add_time_date_cn: '2026年11月22日' }],
  })
  const homeProps = (pluginData: Record<string, unknown>, onSettled = jest.fn()) => ({ refreshKey: 1, pluginData, onSettled })

  it('home: the blog list draws where its base places it; always settles; nothing while the plugin is off', async () => {
    const settled = jest.fn()
    const { unmount } = renderWith(
      stores(),
      <>
        <Slot slot={HOME_BLOCKS} props={homeProps({ blog: blogData(1) }, settled)} />
        <Slot slot={HOME_BLOCKS_AFTER_FLOORS} props={homeProps({ blog: blogData(1) })} />
      </>,
    )
    expect(screen.getAllByTestId('blog-home-block')).toHaveLength(1)
    expect(screen.getByTestId('blog-home-block').textContent).toContain('美妆博客')
    await waitFor(() => expect(settled).toHaveBeenCalledWith('blog'))
    unmount()

    const off = jest.fn()
    renderWith(stores({ ask: {} }), <Slot slot={HOME_BLOCKS} props={homeProps({ blog: blogData(0) }, off)} />)
    expect(screen.queryByTestId('blog-home-block')).toBeNull()
    await waitFor(() => expect(off).toHaveBeenCalledWith('blog'))
  })

  it('goods detail: the Q&A block with the newest answers and "ask"; the toolbox tips; none while their plugins are off', () => {
    const plugins = {
      plugins_ask_data: { is_ask_add: 1, ask_total: 2, ask_data: [{ id: 3, title: '持妆久吗', is_reply: '1', reply_text: '6-8 小时' }] },
      plugins_intellectstools_data: { content_top: { title: '购物须知', msg: ['官方正品'] }, is_comments_add: 1 },
    }
    const { unmount } = renderWith(stores(), <Slot slot={GOODS_DETAIL_BLOCKS} props={{ goodsId: '1', plugins }} />)
    const block = screen.getByTestId('goods-ask-block')
    expect(block.textContent).toContain('问答（2）')
    expect(block.textContent).toContain('6-8 小时')
    fireEvent.click(screen.getByTestId('goods-ask-new'))
    expect(openPage).toHaveBeenCalledWith('/pages/plugins/ask/form/form?goods_id=1')
    fireEvent.click(screen.getByTestId('toolbox-review-link'))
    expect(openPage).toHaveBeenCalledWith('/pages/plugins/intellectstools/goods-comments/goods-comments?goods_id=1')
    unmount()
    renderWith(stores({ blog: {} }), <Slot slot={GOODS_DETAIL_BLOCKS} props={{ goodsId: '1', plugins }} />)
    expect(screen.queryByTestId('goods-ask-block')).toBeNull()
    expect(screen.queryByTestId('toolbox-goods-tips')).toBeNull()
  })
})

describe('live room', () => {
  const room = (status: string, extra: Record<string, unknown> = {}) =>
    liveApi.parseLiveRoom({ id: 1, roomid: 1001, name: '新品试色', status, status_name: `s${status}`, start_time: '2026-11-23 20:00:00', ...extra })

  it.each([['1'], ['2']])('a room with status %s (live, paused): "enter" opens the shop\'s web player', async (status) => {
    const extra = { h5_play_url: 'https://live.example.com/room/1001' }
    route({ id: '1' })
    ;(liveApi.getLiveRoom as jest.Mock).mockResolvedValue(ok(room(status, extra)))
    renderWith(stores(), <LiveDetailPage />)
    await clickUntil(
      () => screen.getByTestId('live-enter'),
      () => expect(openUrl).toHaveBeenCalledWith('https://live.example.com/room/1001'),
    )
  })

  it('not started and expired rooms say why they cannot be entered; an ended room plays its replay', async () => {
    route({ id: '1' })
    ;(liveApi.getLiveRoom as jest.Mock).mockResolvedValue(ok(room('0')))
    const { unmount } = renderWith(stores(), <LiveDetailPage />)
    expect((await screen.findByTestId('live-why')).textContent).toBe('直播还没开始，开播时间：2026-11-23 20:00:00')
    expect(screen.getByTestId('live-enter').className).toContain('at-button--disabled')
    unmount()

    ;(liveApi.getLiveRoom as jest.Mock).mockResolvedValue(ok(room('4')))
    const expired = renderWith(stores(), <LiveDetailPage />)
    expect((await screen.findByTestId('live-why')).textContent).toBe('直播间已过期')
    expired.unmount()

    ;(liveApi.getLiveRoom as jest.Mock).mockResolvedValue(ok(room('3', { replay_url: 'https://live.example.com/replay/1.mp4' })))
    const { container } = renderWith(stores(), <LiveDetailPage />)
    await clickUntil(
      () => screen.getByTestId('live-enter'),
      () => expect(container.querySelector('video')?.getAttribute('src')).toBe('https://live.example.com/replay/1.mp4'),
    )
    expect(openUrl).not.toHaveBeenCalled()
  })
})
