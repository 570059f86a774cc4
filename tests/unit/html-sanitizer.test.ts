import { decodeEntities, htmlToText, isUnsafeUrl, sanitizeHtml } from '@/lib/html'

describe('sanitizeHtml', () => {
  it('keeps ordinary description markup and image styles', () => {
    const html = '<p style="margin:0;"><img style="max-width:100%;height:auto;" src="http://shop.test/a.png" alt="a"/></p><p><strong>Bold</strong> text</p>'
    expect(sanitizeHtml(html)).toBe('<p style="margin:0;"><img style="max-width:100%;height:auto;" src="http://shop.test/a.png" alt="a"/></p><p><strong>Bold</strong> text</p>')
  })

  it('drops script, style and iframe elements with their content', () => {
    const out = sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{color:red}</style><iframe src="http://evil"></iframe><p>b</p>')
    expect(out).toBe('<p>a</p><p>b</p>')
  })

  it('drops an unclosed script and everything after it', () => {
    expect(sanitizeHtml('<p>ok</p><script>alert(1)')).toBe('<p>ok</p>')
  })

  it('is case-insensitive about dangerous tags', () => {
    expect(sanitizeHtml('<SCRIPT type="x">x()</SCRIPT><IFrame src=x></IFRAME>ok')).toBe('ok')
  })

  it('removes every on* event handler attribute', () => {
    const out = sanitizeHtml('<img src="a.png" onerror="alert(1)" ONLOAD=\'x()\'><div onclick=go()>t</div>')
    expect(out).toBe('<img src="a.png"/><div>t</div>')
  })

  it('removes javascript:, vbscript: and non-image data: URLs, also when hidden with entities or spaces', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="jav&#x61;script&colon;alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="vbscript:msgbox">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img src="data:image/png;base64,AAAA"/>')
    expect(sanitizeHtml('<a href="https://shop.test/x?a=1&amp;b=2">x</a>')).toBe('<a href="https://shop.test/x?a=1&amp;b=2">x</a>')
  })

  it('removes dangerous inline styles', () => {
    expect(sanitizeHtml('<p style="width:expression(alert(1))">a</p>')).toBe('<p>a</p>')
    expect(sanitizeHtml('<p style="background:url(javascript:alert(1))">a</p>')).toBe('<p>a</p>')
  })

  it('drops unknown tags but keeps their text, and comments entirely', () => {
    expect(sanitizeHtml('<custom-el a="1">hi</custom-el><!-- secret --><form action="x"><p>f</p></form>')).toBe('hi<p>f</p>')
  })

  it('escapes stray angle brackets in text and quotes in attribute values', () => {
    expect(sanitizeHtml('1 < 2 and 3 > 2')).toBe('1 &lt; 2 and 3 &gt; 2')
    expect(sanitizeHtml('<img alt=\'say "hi"\' src="a.png">')).toBe('<img alt="say &quot;hi&quot;" src="a.png"/>')
  })

  it('handles empty input', () => {
    expect(sanitizeHtml('')).toBe('')
    expect(sanitizeHtml(null)).toBe('')
    expect(sanitizeHtml(undefined)).toBe('')
  })
})

describe('html helpers', () => {
  it('decodes numeric and named entities', () => {
    expect(decodeEntities('&#106;&#x61;&colon;&amp;')).toBe('ja:&')
  })

  it('flags unsafe URLs only', () => {
    expect(isUnsafeUrl('javascript:void(0)')).toBe(true)
    expect(isUnsafeUrl('/pages/goods-detail/goods-detail?id=1')).toBe(false)
    expect(isUnsafeUrl('https://shop.test')).toBe(false)
  })

  it('turns HTML into plain text', () => {
    expect(htmlToText('<p>Hello <b>world</b></p><script>x</script>')).toBe('Hello world')
  })
})
