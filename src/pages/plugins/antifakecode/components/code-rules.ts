/** An authenticity code: 6 to 32 letters, digits or dashes (the server applies the same rule). */
export const CODE_PATTERN = /^[A-Za-z0-9-]{6,32}$/

export type CodeProblem = 'required' | 'format'

export function codeProblem(code: string): CodeProblem | null {
  const value = code.trim()
  if (!value) return 'required'
  return CODE_PATTERN.test(value) ? null : 'format'
}

/**
 * The code inside what a scanner read: the bare code, a short link ending in `-id-<code>`
 * (/antifakecode-index-index-id-<code>) or the plugin URL with `id=<code>` (api-plugins-2 §3.16).
 */
export function codeFromScan(text: string): string {
  const value = text.trim()
  const query = /[?&]id=([^&#]+)/.exec(value)
  if (query) return decodeURIComponent(query[1])
  const short = /-id-([A-Za-z0-9-]+?)(?:\.html)?$/.exec(value)
  return short ? short[1] : value
}
