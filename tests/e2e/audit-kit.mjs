// What the page audits (polish-audit.mjs, polish-new-audit.mjs) share: the rows of a list answer, axe-core run
// in the shown page, and the Chinese text a page shows that did not come from the server (UI text left
// untranslated in English mode).
import { join } from 'node:path'
import { ROOT } from './harness.mjs'

export const P = '/pages/plugins'
const AXE = join(ROOT, 'node_modules', 'axe-core', 'axe.min.js')

/** The rows of a list answer (ShopXO lists come as data.data or data.data_list). */
export function listRows(answer) {
  const data = answer?.data ?? {}
  return Array.isArray(data) ? data : (data.data ?? data.data_list ?? [])
}

/**
 * axe-core's critical and serious violations in the page: rule, impact, and per node its selector, failure and
 * `shared` (inside one of `sharedParts`, CSS selectors of parts fixed by their owner). With `within` (CSS
 * selectors), only those parts of the page are checked: a plugin's embeds on a core page.
 */
export async function axeRun(page, sharedParts, within = []) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ path: AXE })
  return page.evaluate(
    async ([selectors, sharedRoots]) => {
      // Pages kept in Taro's stack are display: none, which axe skips: this checks the shown page and the frame.
      const shown = selectors.filter((selector) => [...document.querySelectorAll(selector)].some((el) => el.getClientRects().length))
      if (selectors.length && !shown.length) return []
      const context = selectors.length ? { include: shown.map((selector) => [selector]) } : document
      const result = await window.axe.run(context, { resultTypes: ['violations'] })
      return result.violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map((v) => ({
          id: v.id,
          impact: v.impact,
          nodes: v.nodes.map((n) => ({
            target: n.target.join(' '),
            failure: n.failureSummary?.split('\n')[1]?.trim() ?? '',
            shared: Boolean(document.querySelector(n.target[n.target.length - 1])?.closest(sharedRoots)),
          })),
        }))
    },
    [within, sharedParts],
  )
}

/** Every string of a JSON answer, so text the server sent can be told from the app's own. */
export function collectStrings(value, into) {
  if (typeof value === 'string') {
    const text = value.trim()
    if (text) into.add(text)
  } else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, into))
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => collectStrings(item, into))
}

/** Record the strings of every API answer the page receives (call before opening the page). */
export function recordServerText(page) {
  const strings = new Set()
  page.on('response', async (response) => {
    if (!response.url().includes('/api.php')) return
    try {
      collectStrings(await response.json(), strings)
    } catch {
      /* not JSON */
    }
  })
  return strings
}

const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff5e]+/g
const CJK_ONE = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff5e]/

/** A run of Chinese is the server's when one server string holds it; with `joined`, also when it is made of several. */
function serverRunTest(serverStrings, joined) {
  if (!joined) {
    const server = [...serverStrings]
    return (run) => server.some((s) => s.includes(run))
  }
  // The Chinese runs of the server's strings, longest first: a shown run may join several (province, city,
  // district, and the street part of "中关村大街27号" that stops at the digits).
  const server = [...new Set([...serverStrings].flatMap((s) => s.match(CJK) ?? []))].sort((a, b) => b.length - a.length)
  return (run) => {
    if (server.some((s) => s.includes(run))) return true
    let rest = run
    for (const s of server) if (rest.includes(s)) rest = rest.split(s).join('')
    return !CJK_ONE.test(rest)
  }
}

/**
 * Chinese text on the shown page (its visible text, alt texts, accessible names and placeholders) that is not
 * part of any string the server sent: untranslated UI text. `joined`: see serverRunTest.
 */
export async function foreignText(page, serverStrings, { joined = false } = {}) {
  const texts = await page.evaluate(() => {
    const shown = [...document.querySelectorAll('.taro_page')].find((el) => getComputedStyle(el).display !== 'none')
    const out = []
    const walker = document.createTreeWalker(shown, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (node.textContent.trim() && parent && parent.getClientRects().length) out.push(node.textContent.trim())
    }
    for (const el of shown.querySelectorAll('[alt], [aria-label], [placeholder]')) {
      for (const name of ['alt', 'aria-label', 'placeholder']) if (el.getAttribute(name)) out.push(el.getAttribute(name))
    }
    return out
  })
  const fromServer = serverRunTest(serverStrings, joined)
  const found = []
  for (const text of texts) {
    for (const run of text.match(CJK) ?? []) {
      if (!fromServer(run)) found.push(text.length > 40 ? `${text.slice(0, 40)}...` : text)
    }
  }
  return [...new Set(found)]
}
