// Structural comparison against captured ShopXO responses: same field names, same JSON types, recursively.
// Values are not compared. Extra fields in our answer are allowed; missing ones and type changes are not.

export type JsonType = 'null' | 'string' | 'number' | 'boolean' | 'array' | 'object'

export function jsonType(v: unknown): JsonType {
  if (v === null || v === undefined) return 'null'
  if (Array.isArray(v)) return 'array'
  return typeof v as JsonType
}

export interface ShapeOptions {
  /**
   * Documented exceptions: path → reason. A path matches itself and everything below it.
   * Paths look like `data.goods.photo[].images`; `[]` stands for any array element.
   */
  ignore?: Record<string, string>
  /** Paths whose JSON type may differ from the sample (e.g. a sample null that we fill), path → reason. */
  anyType?: Record<string, string>
  /** Arrays that may be empty in our answer while the sample has elements, path → reason. */
  mayBeEmpty?: Record<string, string>
}

/** Every difference between actual and sample, as human-readable lines. */
export function shapeDiff(actual: unknown, sample: unknown, opts: ShapeOptions = {}, path = ''): string[] {
  const ignored = (p: string) => Object.keys(opts.ignore ?? {}).some((i) => p === i || p.startsWith(i + '.') || p.startsWith(i + '['))
  if (path && ignored(path)) return []
  const sampleType = jsonType(sample)
  const actualType = jsonType(actual)
  // A null in a capture only tells us "nothing there in that run"; it does not fix the type.
  if (sampleType === 'null') return []
  if (path && opts.anyType && path in opts.anyType) return []
  // ShopXO sends null for a time that has not happened yet (pay_time, collect_time...), a string otherwise.
  if (actualType === 'null' && sampleType === 'string' && /_time(_time|_date)?$/.test(path)) return []
  if (sampleType !== actualType) return [`${path || '<root>'}: expected ${sampleType}, got ${actualType} (${preview(actual)})`]
  if (sampleType === 'array') {
    const s = sample as unknown[]
    const a = actual as unknown[]
    // An empty sample says nothing about the elements. An empty answer checks nothing: say so, unless the
    // test names the path as one that is empty on purpose.
    if (s.length === 0) return []
    if (a.length === 0)
      return opts.mayBeEmpty && path in opts.mayBeEmpty ? [] : [`${path || '<root>'}: empty, so its elements were not compared (sample has ${s.length})`]
    // Arrays in ShopXO are homogeneous: compare every element with the first sample element.
    const out: string[] = []
    for (const item of a) {
      out.push(...shapeDiff(item, s[0], opts, `${path}[]`))
      if (out.length > 20) break
    }
    return [...new Set(out)]
  }
  if (sampleType === 'object') {
    const s = sample as Record<string, unknown>
    const a = actual as Record<string, unknown>
    const out: string[] = []
    for (const key of Object.keys(s)) {
      const childPath = path ? `${path}.${key}` : key
      if (ignored(childPath)) continue
      if (!(key in a)) {
        out.push(`${childPath}: missing`)
        continue
      }
      out.push(...shapeDiff(a[key], s[key], opts, childPath))
    }
    return out
  }
  return []
}

function preview(v: unknown): string {
  const text = JSON.stringify(v)
  return text === undefined ? 'undefined' : text.length > 60 ? text.slice(0, 57) + '...' : text
}

/** Jest-friendly assertion: throws with the list of differences. */
export function expectSameShape(actual: unknown, sample: unknown, opts: ShapeOptions = {}): void {
  const diff = shapeDiff(actual, sample, opts)
  if (diff.length > 0) throw new Error(`Response shape differs from the ShopXO sample:\n  ${diff.join('\n  ')}`)
}
