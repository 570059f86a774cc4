/** What staff type to find a submission: its check code or the mobile number (letters and digits, 4-32). */
export const VALUE_PATTERN = /^[A-Za-z0-9]{4,32}$/

export type ValueProblem = 'required' | 'format'

export function valueProblem(value: string): ValueProblem | null {
  const text = value.trim()
  if (!text) return 'required'
  return VALUE_PATTERN.test(text) ? null : 'format'
}
