// Content plugins, pure parts: the body draft <-> HTML, the form rule sets (blog, ask, comment), route ids,
// and the parsers of the blocks other pages embed (home blog list, goods Q&A, toolbox tips, live states).
import { parseGoodsAskBlock } from '@/api/plugins/ask'
import { parseBlogHomeBlock } from '@/api/plugins/blog'
import { parseToolboxGoodsTips } from '@/api/plugins/intellectstools'
import { liveState } from '@/api/plugins/weixinliveplayer'
import { setLanguage } from '@/i18n'
import { RULES, validate } from '@/lib/validation'
import { draftHasContent, draftToHtml, htmlToDraft } from '@/pages/plugins/kit/rich-draft'
import { routeId } from '@/pages/plugins/kit/record-status'

const firstError = (rules: Parameters<typeof validate>[1], values: Record<string, unknown>) => validate(values, rules)

beforeEach(() => setLanguage('zh'))

describe('rich body draft', () => {
  it('turns lines into escaped paragraphs and pictures into their own paragraphs', () => {
    const html = draftToHtml({ text: ' 第一段 \n\n<script>x()</script> & "引号"\n', images: ['http://shop.test/static/upload/a.png', 'x" onerror="y'] })
    expect(html).toBe(
      '<p>第一段</p><p>&lt;script&gt;x()&lt;/script&gt; &amp; "引号"</p><p><img src="http://shop.test/static/upload/a.png"></p><p><img src="x&quot; onerror=&quot;y"></p>',
    )
  })

  it('reads stored HTML back: block ends and <br> are lines, entities decoded once, pictures collected', () => {
    const draft = htmlToDraft('<h2>标题</h2><p>一<br/>二 &amp;lt; &lt;b&gt;</p><p><img src="http://s/a.png" alt="x"></p><ul><li>项</li></ul>')
    expect(draft).toEqual({ text: '标题\n一\n二 &lt; <b>\n项', images: ['http://s/a.png'] })
    expect(htmlToDraft(draftToHtml(draft))).toEqual(draft)
    expect(htmlToDraft('')).toEqual({ text: '', images: [] })
  })

  it('has content with text or a picture only', () => {
    expect(draftHasContent({ text: ' \n ', images: [] })).toBe(false)
    expect(draftHasContent({ text: '', images: ['u'] })).toBe(true)
    expect(draftHasContent({ text: 'a', images: [] })).toBe(true)
  })
})

describe('form rules', () => {
  const post = { title: '换季心得', blog_category_id: '1', content: 'yes' }

  it('blog: title, category and content required; title up to 16, describe up to 200, SEO fields up to 16', () => {
    expect(firstError(RULES.blog, post)).toBeNull()
    expect(firstError(RULES.blog, { ...post, title: ' ' })?.message).toBe('请填写标题')
    expect(firstError(RULES.blog, { ...post, title: '一'.repeat(17) })?.message).toBe('标题长度需在 1 到 16 个字符之间')
    expect(firstError(RULES.blog, { ...post, blog_category_id: '' })?.message).toBe('请填写分类')
    expect(firstError(RULES.blog, { ...post, content: '' })?.message).toBe('请填写内容')
    expect(firstError(RULES.blog, { ...post, describe: 'x'.repeat(201) })?.field).toBe('describe')
    expect(firstError(RULES.blog, { ...post, seo_desc: 'x'.repeat(17) })?.message).toBe('SEO描述最多 16 个字符')
    setLanguage('en')
    expect(firstError(RULES.blog, { ...post, seo_keywords: 'x'.repeat(17) })?.message).toBe('SEO keywords can be at most 16 characters')
  })

  it('ask: title and content required; the reply notice e-mail and mobile checked when given', () => {
    const question = { title: '能带上飞机吗', content: 'yes', email_notice: '', mobile_notice: '' }
    expect(firstError(RULES.askQuestion, question)).toBeNull()
    expect(firstError(RULES.askQuestion, { ...question, title: '' })?.field).toBe('title')
    expect(firstError(RULES.askQuestion, { ...question, title: 'x'.repeat(17) })?.field).toBe('title')
    expect(firstError(RULES.askQuestion, { ...question, content: '' })?.message).toBe('请填写内容')
    expect(firstError(RULES.askQuestion, { ...question, email_notice: 'me@' })?.message).toBe('电子邮箱格式有误')
    expect(firstError(RULES.askQuestion, { ...question, mobile_notice: '12ab' })?.message).toBe('回复通知手机格式有误（6-16 位）')
    expect(firstError(RULES.askQuestion, { ...question, mobile_notice: '1'.repeat(17) })?.field).toBe('mobile_notice')
    expect(firstError(RULES.askQuestion, { ...question, email_notice: 'me@example.com', mobile_notice: '13800000000' })).toBeNull()
  })

  it('comment: required, up to 500 characters (an emoji counts once)', () => {
    expect(firstError(RULES.comment, { content: '' })?.message).toBe('请填写评论内容')
    expect(firstError(RULES.comment, { content: '😀'.repeat(500) })).toBeNull()
    expect(firstError(RULES.comment, { content: 'x'.repeat(501) })?.message).toBe('评论内容长度需在 1 到 500 个字符之间')
  })
})

describe('route ids and embedded blocks', () => {
  it('takes digits only as a record id', () => {
    expect(routeId('12')).toBe('12')
    expect(['', '0', 'abc', '1 OR 1=1', '-3', '1.5', undefined].map(routeId)).toEqual(['', '', '', '', '', '', ''])
  })

  it('home blog block: base with its place, rows without an id left out, nothing without rows', () => {
    const block = parseBlogHomeBlock({ base: { home_data_location: '1', home_data_list_title: '美妆博客' }, data: [{ id: 3, title: 'a' }, { title: 'no id' }] })
    expect(block?.base.homeLocation).toBe(1)
    expect(block?.posts.map((p) => p.id)).toEqual(['3'])
    expect(parseBlogHomeBlock({ base: {}, data: [] })).toBeNull()
    expect(parseBlogHomeBlock(undefined)).toBeNull()
  })

  it('goods Q&A block, toolbox tips and live states', () => {
    const ask = parseGoodsAskBlock({ is_ask_add: 1, ask_total: '2', ask_data: [{ id: 1, title: 'q', is_reply: '1', reply_text: 'a' }] })
    expect(ask).toMatchObject({ canAsk: true, total: 2, questions: [{ id: '1', answered: true, replyText: 'a' }] })
    expect(parseGoodsAskBlock(null)).toBeNull()
    expect(parseToolboxGoodsTips({ content_top: { title: 't', msg: ['a', ''] }, is_comments_add: 0 })).toMatchObject({ topLines: ['a'], canReview: false })
    expect(parseToolboxGoodsTips({ content_top: { msg: [] }, base_bottom: {}, is_comments_add: 0 })).toBeNull()
    expect(['0', '1', '2', '3', '4', '9', ''].map(liveState)).toEqual(['upcoming', 'live', 'paused', 'ended', 'expired', 'expired', 'expired'])
  })
})
