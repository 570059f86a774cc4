import type { DocumentInput, DocumentKind } from '@/api/plugins/certificate'
import { t } from '@/i18n'
import { charLength } from '@/lib/text-rules'
import '@/i18n/locales/plugin-certificate'

export const TEXT_MAX = 160

export const emptyDocument = (): DocumentInput => ({ images: [], name: '', number: '', expire: '' })

export function isBlank(d: DocumentInput | undefined): boolean {
  return !d || (!d.images.length && !d.name.trim() && !d.number.trim() && !d.expire)
}

/**
 * The first problem of the documents about to be sent (same rules as the server): a required
 * document must be complete, an optional one complete once started; names and numbers at most 160.
 * `locked` kinds (approved) are not checked. Returns null when all is well.
 */
export function documentProblem(kinds: DocumentKind[], values: Record<string, DocumentInput>, locked: (sign: string) => boolean): string | null {
  const area = 'plugin-certificate'
  let sending = 0
  for (const kind of kinds) {
    if (locked(kind.sign)) continue
    const d = values[kind.sign]
    const doc = kind.name
    if (isBlank(d)) {
      if (kind.required) return t(`${area}.need_doc`, { doc })
      continue
    }
    const v = d as DocumentInput
    if (!v.images.length) return t(`${area}.need_image`, { doc })
    if (!v.name.trim()) return t(`${area}.need_name`, { doc })
    if (charLength(v.name.trim()) > TEXT_MAX) return t(`${area}.too_long`, { doc, field: t(`${area}.name`), max: TEXT_MAX })
    if (!v.number.trim()) return t(`${area}.need_number`, { doc })
    if (charLength(v.number.trim()) > TEXT_MAX) return t(`${area}.too_long`, { doc, field: t(`${area}.number`), max: TEXT_MAX })
    if (!v.expire) return t(`${area}.need_expire`, { doc })
    sending += 1
  }
  return sending ? null : t(`${area}.nothing`)
}
