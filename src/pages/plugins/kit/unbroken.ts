/**
 * A date or time ("2026-11-22 10:00") that a line never breaks inside: its spaces become no-break spaces and
 * its hyphens non-breaking hyphens, so a range "A to B" wraps only around "to".
 */
export function unbroken(text: string): string {
  return text.replace(/ /g, '\u00a0').replace(/-/g, '\u2011')
}
