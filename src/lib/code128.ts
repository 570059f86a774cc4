/**
 * A small Code 128 encoder for the member and payment codes (a till scans the barcode as well as the QR
 * code). Digits-only text uses code set C (two digits a symbol), anything else printable ASCII code set B.
 * The result is the bar/space widths in modules, drawn by components/barcode-view.
 */

/** Widths (bar, space, bar, space, bar, space) of the symbol values 0-105; 106 is the stop (7 widths). */
// prettier-ignore
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
]

export const START_B = 104
export const START_C = 105
const CODE_B = 100
const STOP = 106

/** Code set B holds the printable ASCII characters, space to DEL. */
function inSetB(char: string): boolean {
  const code = char.charCodeAt(0)
  return char.length === 1 && code >= 32 && code <= 127
}

/**
 * The symbol values of `text`: start, data, check symbol (the stop is added by code128Widths).
 * null when the text cannot be encoded (empty, or a character outside ASCII).
 */
export function code128Values(text: string): number[] | null {
  if (!text || ![...text].every(inSetB)) return null
  const values: number[] = []
  if (/^\d{2,}$/.test(text)) {
    values.push(START_C)
    const even = text.length - (text.length % 2)
    for (let i = 0; i < even; i += 2) values.push(Number(text.slice(i, i + 2)))
    // An odd digit left over goes in code set B.
    if (even < text.length) values.push(CODE_B, text.charCodeAt(even) - 32)
  } else {
    values.push(START_B, ...[...text].map((char) => char.charCodeAt(0) - 32))
  }
  // The check symbol: the start value plus each data value times its position, modulo 103.
  const sum = values.reduce((total, value, i) => total + value * Math.max(1, i), 0)
  values.push(sum % 103)
  return values
}

/** Bar and space widths in modules, bars first, including the stop; null when the text cannot be encoded. */
export function code128Widths(text: string): number[] | null {
  const values = code128Values(text)
  if (!values) return null
  return [...values, STOP].flatMap((value) => [...PATTERNS[value]].map(Number))
}

/** The pattern of one symbol value (for tests and debugging). */
export function code128Pattern(value: number): string {
  return PATTERNS[value] ?? ''
}
