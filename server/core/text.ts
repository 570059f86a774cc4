// User-written free text (reviews, notes, names, addresses, reasons ...) is stored as plain text: markup and
// control characters are removed here, once, before any length rule looks at it. Clients escape on display.

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g
// A tag starts with '<' then a letter, '/', '!' or '?'; an unclosed one at the end is cut too.
const TAG = /<[a-zA-Z/!?][^<>]*(?:>|$)/g
// C0 controls except tab and newline, DEL, C1 controls, bidi overrides/isolates and zero-width marks.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g

/** `value` without HTML comments, tags and control characters (a lone '<' as in "a < b" stays). */
export function plainText(value: string): string {
  let text = value.replace(/\r\n?/g, '\n')
  // Removing one tag can join the halves of another ('<scr<b>ipt>'), so repeat until nothing changes.
  for (let previous = ''; previous !== text;) {
    previous = text
    text = text.replace(COMMENT, '').replace(TAG, '')
  }
  return text.replace(CONTROL, '').trim()
}
