// The rule of one form field, the same as the storefront applies (required, length or value range, pattern).
import type { Ctx } from '../../core/router'

export interface FieldRow {
  id: number
  goods_id: number
  title: string
  hint: string
  input_type: string
  pattern: string
  is_required: number
  minlength: number
  maxlength: number
  validation_msg: string
  default_value: string
  sort: number
}

/** Hard cap of any value (a field's own maxlength is usually much smaller). */
export const CONTENT_MAX = 1000

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value)
  } catch {
    // A pattern the shop mistyped cannot be applied; the other rules still hold.
    return true
  }
}

/** The reason `value` does not fit `field` (localised), or null when it does. 0 means "no limit" for min and max. */
export function fieldProblem(ctx: Ctx, field: FieldRow, raw: string): string | null {
  const value = raw.trim()
  const say = (key: string, vars: Record<string, string | number> = {}) => field.validation_msg || ctx.t(key, { title: field.title, ...vars })
  if (!value) return field.is_required ? say('ordergoodsform.required') : null
  const min = field.minlength
  const max = field.maxlength
  if (field.input_type === 'number') {
    if (!/^-?\d+(\.\d+)?$/.test(value)) return say('ordergoodsform.number')
    const n = Number(value)
    if ((min && n < min) || (max && n > max)) {
      if (min && max) return say('ordergoodsform.number_between', { min, max })
      return min && n < min ? say('ordergoodsform.number_min', { min }) : say('ordergoodsform.number_max', { max })
    }
  } else {
    const length = [...value].length
    if ((min && length < min) || (max && length > max)) {
      if (min && max) return say('ordergoodsform.length_between', { min, max })
      return min && length < min ? say('ordergoodsform.length_min', { min }) : say('ordergoodsform.length_max', { max })
    }
  }
  if (field.pattern && !matches(field.pattern, value)) return say('ordergoodsform.pattern')
  return null
}
