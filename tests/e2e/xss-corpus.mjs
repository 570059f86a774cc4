// Script-injection vectors shared by the sanitiser's unit test and the end-to-end security test.
// Every vector that runs calls `_x(id)` (a short name, so vectors fit the shop's short text fields);
// the end-to-end test binds `_x` in every frame and counts the calls. Vectors that need a click or a
// hover to fire are also caught by the DOM audit (no live handler attribute or script URL may remain).
// `{id}` is replaced by the vector's number.

const RAW = [
  ['script tag', '<script>_x({id})</script>'],
  ['script tag, upper case and attributes', '<SCRIPT type="text/javascript">_x({id})</SCRIPT>'],
  ['script with a data: src', '<script src="data:text/javascript,_x({id})"></script>'],
  ['split script tag', '<scr<script>ipt>_x({id})</scr</script>ipt>'],
  ['img onerror', '<img src=x onerror=_x({id})>'],
  ['img onerror with slashes', '<img/src="x"/onerror="_x({id})">'],
  ['img onerror with a backtick src', '<img src=`x` onerror=_x({id})>'],
  ['img with an empty src', '<img src onerror="_x({id})">'],
  ['svg onload', '<svg onload=_x({id})>'],
  ['svg with a script inside', '<svg><script>_x({id})</script></svg>'],
  ['svg animate onbegin', '<svg><animate onbegin=_x({id}) attributeName=x dur=1s></svg>'],
  ['svg link to a script URL', '<svg><a xlink:href="javascript:_x({id})"><text x=20 y=20>svg link</text></a></svg>'],
  ['details ontoggle', '<details open ontoggle=_x({id})><summary>d</summary></details>'],
  ['iframe with a script URL', '<iframe src="javascript:_x({id})"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>parent._x({id})</script>"></iframe>'],
  ['body onload', '<body onload=_x({id})>'],
  ['video source onerror', '<video><source onerror="_x({id})"></video>'],
  ['video poster script URL and onerror', '<video src=x poster="javascript:_x({id})" onerror=_x({id})></video>'],
  ['audio onerror', '<audio src=x onerror=_x({id})>'],
  ['marquee onstart', '<marquee onstart=_x({id})>m</marquee>'],
  ['style onload', '<style onload=_x({id})></style>'],
  ['input autofocus onfocus', '<input autofocus onfocus=_x({id})>'],
  ['object with a script URL', '<object data="javascript:_x({id})"></object>'],
  ['embed with a script URL', '<embed src="javascript:_x({id})">'],
  ['a href javascript:', '<a href="javascript:_x({id})">a1</a>'],
  ['a href mixed case with spaces', '<a href=" JaVaScRiPt:_x({id})">a2</a>'],
  ['a href entity-encoded scheme', '<a href="jav&#x61;script&colon;_x({id})">a3</a>'],
  ['a href fully entity-encoded', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;_x({id})">a4</a>'],
  ['a href with a tab inside the scheme', '<a href="java\tscript:_x({id})">a5</a>'],
  ['a href data:text/html', '<a href="data:text/html,&lt;script&gt;_x({id})&lt;/script&gt;">a6</a>'],
  ['a href data: base64', '<a href="data:text/html;base64,PHNjcmlwdD5feCgxKTwvc2NyaXB0Pg==">a7</a>'],
  ['a href vbscript:', '<a href="vbscript:_x({id})">a8</a>'],
  ['form button formaction', '<form><button formaction="javascript:_x({id})">f</button></form>'],
  ['attribute breakout, double quote', '"><img src=x onerror=_x({id})>'],
  ['attribute breakout, single quote', "'><svg onload=_x({id})>"],
  ['attribute value hiding a tag', '<p title="</p><img src=x onerror=_x({id})>">t</p>'],
  ['comment breakout', '<!--<img src="--><img src=x onerror=_x({id})//">'],
  ['noscript breakout', '<noscript><p title="</noscript><img src=x onerror=_x({id})>"></noscript>'],
  ['mathml mutation', '<math><mtext><table><mglyph><style><img src=x onerror=_x({id})></style></mglyph></table></mtext></math>'],
  ['meta refresh to a script URL', '<meta http-equiv="refresh" content="0;url=javascript:_x({id})">'],
  ['base href to a script URL', '<base href="javascript:_x({id})//">'],
  ['div onmouseover', '<div onmouseover=_x({id})>hover</div>'],
  ['custom element onclick', '<x-el onclick=_x({id})>click</x-el>'],
  [
    'style overlay with an app class',
    '<div class="at-button main-button" style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999;background:red">overlay {id}</div>',
  ],
  ['style expression', '<p style="width:expression(_x({id}))">e</p>'],
  ['style url(javascript:)', '<p style="background:url(javascript:_x({id}))">u</p>'],
]

/** [{ id, name, html }]: every vector with its own number. */
export const VECTORS = RAW.map(([name, template], index) => ({ id: index + 1, name, html: template.split('{id}').join(String(index + 1)) }))

/** All vectors in one piece of HTML, each in its own paragraph, for a rich-text sink. */
export function corpusHtml(vectors = VECTORS) {
  return vectors.map((v) => `<p data-v="${v.id}">[${v.id}]</p>${v.html}`).join('\n')
}

/** The vectors whose text fits a field of at most `max` characters. */
export function fitting(max, vectors = VECTORS) {
  return vectors.filter((v) => [...v.html].length <= max)
}

/** As many whole vectors as fit in `max` characters, joined, for one short text field. */
export function packed(max, vectors = VECTORS) {
  let text = ''
  for (const v of [...vectors].sort((a, b) => a.html.length - b.html.length)) {
    if ([...(text + v.html)].length > max) continue
    text += v.html
  }
  return text
}

/**
 * Breakouts without "<" or ">", for fields that refuse markup: they would run if the text were
 * written into an attribute, used as a URL, or entity-decoded into HTML by some other client.
 */
export const PLAIN_VECTORS = ['" onclick="_x()', "' onfocus='_x()", 'javascript:_x()', '&lt;img src=x onerror=_x()&gt;', '&#60;svg onload=_x()&#62;']

/** As many markup-free breakouts as fit in `max` characters (at least the first, cut to fit). */
export function packedPlain(max) {
  let text = ''
  for (const v of PLAIN_VECTORS) if ([...(text + v)].length <= max) text += v
  return text || PLAIN_VECTORS[0].slice(0, max)
}
