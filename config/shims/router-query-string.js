// Stand-in for query-string in @tarojs/router, which only reads a page's query with
// `parse(search, { decode: false })` (router/page.js). Same answer as query-string 9 for that call
// (tests/unit/web-shims.test.ts compares them): keys sorted, a key without "=" is null, a repeated key
// an array, values left encoded. The full library and its three helpers would cost ~4 KB gzip in the entry.
function splitOnFirst(text, separator) {
  const at = text.indexOf(separator)
  return at === -1 ? [text, null] : [text.slice(0, at), text.slice(at + separator.length)]
}

function decodeLoosely(text) {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

export function parse(query, options = {}) {
  const decode = options.decode !== false
  const found = Object.create(null)
  if (typeof query !== 'string') return found
  const params = query
    .trim()
    .replace(/^[?#&]/, '')
    .split('&')
  for (const param of params) {
    if (!param) continue
    const [rawKey, rawValue] = splitOnFirst(decode ? param.replace(/\+/g, ' ') : param, '=')
    const key = decode ? decodeLoosely(rawKey) : rawKey
    const value = rawValue === null ? null : decode ? decodeLoosely(rawValue) : rawValue
    if (found[key] === undefined) found[key] = value
    else if (Array.isArray(found[key])) found[key].push(value)
    else found[key] = [found[key], value]
  }
  const sorted = Object.create(null)
  for (const key of Object.keys(found).sort()) sorted[key] = found[key]
  return sorted
}

export default { parse }
