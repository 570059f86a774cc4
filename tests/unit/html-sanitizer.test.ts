import { decodeEntities, htmlToText, isUnsafeUrl, sanitizeHtml } from '@/lib/html'
// The same vectors the end-to-end security test feeds the running app.
import { corpusHtml, VECTORS } from '../e2e/xss-corpus.mjs'

/** Parse the cleaned HTML the way the web build does (innerHTML) and list what could run. */
function liveHazards(html: string): string[] {
  const holder = document.createElement('div')
  holder.innerHTML = html
  const found: string[] = []
  for (const el of Array.from(holder.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase()
    if (
      [
        'script',
        'iframe',
        'object',
        'embed',
        'svg',
        'math',
        'style',
        'form',
        'input',
        'button',
        'meta',
        'base',
        'body',
        'marquee',
        'details',
        'audio',
        'noscript',
      ].includes(tag)
    )
      found.push(`<${tag}>`)
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase()
      if (name.startsWith('on') || name === 'class' || name === 'id' || name === 'srcdoc' || name.includes(':')) found.push(`${tag}[${name}]`)
      if (['href', 'src', 'poster', 'action', 'formaction', 'data'].includes(name) && isUnsafeUrl(attr.value)) found.push(`${tag}[${name}=${attr.value}]`)
      if (name === 'style' && /position|z-index|vw|vh|expression|url\(/i.test(attr.value)) found.push(`${tag}[style=${attr.value}]`)
    }
  }
  return found
}

describe('sanitizeHtml against the shared corpus', () => {
  it('has at least 30 vectors', () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(30)
  })

  for (const vector of VECTORS) {
    it(`neutralises #${vector.id} ${vector.name}`, () => {
      expect(liveHazards(sanitizeHtml(vector.html))).toEqual([])
      expect(sanitizeHtml(vector.html)).not.toMatch(/_x\(\d+\)["'`]?\s*>|on\w+\s*=|javascript:|<script/i)
    })
  }

  it('neutralises the whole corpus as one document and keeps the text around the vectors', () => {
    const clean = sanitizeHtml(corpusHtml())
    expect(liveHazards(clean)).toEqual([])
    for (const vector of VECTORS) expect(clean).toContain(`[${vector.id}]`)
  })

  it('drops void elements alone, without the text after them', () => {
    expect(
      sanitizeHtml('<p>a</p><input autofocus onfocus=x()><embed src=x><meta http-equiv=refresh content=0><base href=//x><link rel=import href=x><p>b</p>'),
    ).toBe('<p>a</p><p>b</p>')
  })
})

describe('sanitizeHtml keeps ordinary rich text', () => {
  it('keeps the markup and inline style of an editor-made description', () => {
    const html =
      '<p style="margin:0;text-align:center"><img style="max-width:100%;height:auto" src="http://shop.test/a.png" alt="a"></p><p><strong>Bold</strong> <em>and</em> <span style="color:#f00;font-size:14px">red</span></p>'
    expect(sanitizeHtml(html)).toBe(
      '<p style="margin:0; text-align:center;"><img style="max-width:100%; height:auto;" src="http://shop.test/a.png" alt="a"></p><p><strong>Bold</strong> <em>and</em> <span style="color:#f00; font-size:14px;">red</span></p>',
    )
  })

  it('keeps tables, lists, headings and links to pages and sites', () => {
    const html =
      '<h2>Size</h2><table border="1"><tr><td colspan="2">S</td></tr></table><ul><li>a</li></ul><a href="https://shop.test/x?a=1&amp;b=2">x</a><a href="/pages/goods-detail/goods-detail?id=1">y</a>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('keeps image data URLs and escapes text', () => {
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img src="data:image/png;base64,AAAA">')
    expect(sanitizeHtml('1 < 2 and 3 > 2')).toBe('1 &lt; 2 and 3 &gt; 2')
    expect(sanitizeHtml('<img alt=\'say "hi"\' src="a.png">')).toBe('<img alt="say &quot;hi&quot;" src="a.png">')
  })

  it('returns nothing for nothing', () => {
    expect(sanitizeHtml('')).toBe('')
    expect(sanitizeHtml(null)).toBe('')
    expect(sanitizeHtml(undefined)).toBe('')
  })
})

describe('sanitizeHtml strips what lets server HTML pose as the app', () => {
  it('drops position, z-index, viewport sizes and negative margins but keeps the rest of the style', () => {
    expect(sanitizeHtml('<div style="position:fixed;top:0;left:0;z-index:999;width:100vw;height:100vh;color:red;margin:-40px 0 0">x</div>')).toBe(
      '<div style="color:red;">x</div>',
    )
    expect(sanitizeHtml('<div style="position&colon;absolute;color:blue">x</div>')).toBe('<div style="color:blue;">x</div>')
    expect(sanitizeHtml('<div style="p\\osition:fixed">x</div>')).toBe('<div>x</div>')
    expect(sanitizeHtml('<div style="transform:translateY(-100px);color:red">x</div>')).toBe('<div style="color:red;">x</div>')
  })

  it("drops class and id so the app's own classes and elements cannot be borrowed", () => {
    expect(sanitizeHtml('<div class="at-button main-button" id="app"><span class="price">1</span></div>')).toBe('<div><span>1</span></div>')
  })

  it('drops dangerous blocks with their content, even left open', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{color:red}</style><iframe src="http://evil"></iframe><p>b</p>')).toBe('<p>a</p><p>b</p>')
    expect(sanitizeHtml('<p>ok</p><script>alert(1)')).toBe('<p>ok</p>')
    expect(sanitizeHtml('a [removed] b')).toBe('a &#91;removed] b')
  })

  it('drops unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<custom-el a="1">hi</custom-el><!-- secret --><section><p>f</p></section>')).toBe('hi<section><p>f</p></section>')
  })
})

describe('html helpers', () => {
  it('decodes numeric and named entities', () => {
    expect(decodeEntities('&#106;&#x61;&colon;&amp;')).toBe('ja:&')
  })

  it('flags script, non-image data and unknown scheme URLs only', () => {
    for (const url of ['javascript:void(0)', ' JAVA\tSCRIPT:x', 'jav&#x61;script&colon;x', 'vbscript:x', 'data:text/html,x', 'file:///etc/passwd'])
      expect(isUnsafeUrl(url)).toBe(true)
    for (const url of [
      '/pages/goods-detail/goods-detail?id=1',
      'https://shop.test',
      'http://a.b/c:d',
      'a.png',
      '//cdn.test/a.png',
      'mailto:a@b.c',
      'tel:123',
      'data:image/png;base64,AA',
    ])
      expect(isUnsafeUrl(url)).toBe(false)
  })

  it('turns HTML into plain text', () => {
    expect(htmlToText('<p>Hello <b>world</b></p><script>x</script>')).toBe('Hello world')
  })
})
