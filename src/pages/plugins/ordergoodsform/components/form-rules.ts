import type { OrderFormField } from '@/api/plugins/ordergoodsform'
import { t } from '@/i18n'
import { charLength } from '@/lib/text-rules'
import '@/i18n/locales/plugin-ordergoodsform'

const NUMBER = /^-?\d+(\.\d+)?$/

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value)
  } catch {
    // A pattern the shop mistyped cannot be applied; the other rules still hold (the server does the same).
    return true
  }
}

/**
 * Why `raw` does not fit `field` (api-plugins-2 §3.15), or null: required, text length or number value within
 * min/max (0 = no limit), the pattern. The shop's own message wins over the app's wording.
 */
export function fieldProblem(field: OrderFormField, raw: string): string | null {
  const value = raw.trim()
  const say = (key: string, vars: Record<string, string | number> = {}) => field.message || t(`plugin-ordergoodsform.${key}`, { title: field.title, ...vars })
  if (!value) return field.required ? say('required') : null
  const { min, max } = field
  if (field.inputType === 'number') {
    if (!NUMBER.test(value)) return say('number')
    const n = Number(value)
    if ((min && n < min) || (max && n > max)) {
      if (min && max) return say('number_between', { min, max })
      return min && n < min ? say('number_min', { min }) : say('number_max', { max })
    }
  } else {
    const length = charLength(value)
    if ((min && length < min) || (max && length > max)) {
      if (min && max) return say('length_between', { min, max })
      return min && length < min ? say('length_min', { min }) : say('length_max', { max })
    }
  }
  if (field.pattern && !matches(field.pattern, value)) return say('pattern')
  return null
}
