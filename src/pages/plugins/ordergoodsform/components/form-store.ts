import { makeAutoObservable } from 'mobx'
import { saveFormValue, type GoodsForm, type OrderFormField } from '@/api/plugins/ordergoodsform'
import { fieldProblem } from './form-rules'

const keyOf = (goodsId: string, field: Pick<OrderFormField, 'formId'>) => `${goodsId}:${field.formId}`

/**
 * What the shopper typed into the checkout's goods forms, their errors, and what the server holds. It outlives
 * the form component so the checkout's submit guard can check (and save) every field before buy/add.
 */
export class OrderFormStore {
  /** Typed values; a field not typed in shows the server's saved value. */
  values = new Map<string, string>()
  errors = new Map<string, string>()
  /** The value the server last accepted per field (saved on leaving it). */
  saved = new Map<string, string>()

  constructor() {
    makeAutoObservable(this)
  }

  value(goodsId: string, field: OrderFormField): string {
    return this.values.get(keyOf(goodsId, field)) ?? field.defaultValue
  }

  error(goodsId: string, field: OrderFormField): string {
    return this.errors.get(keyOf(goodsId, field)) ?? ''
  }

  type(goodsId: string, field: OrderFormField, value: string): void {
    this.values.set(keyOf(goodsId, field), value)
  }

  setError(goodsId: string, field: OrderFormField, message: string): void {
    if (message) this.errors.set(keyOf(goodsId, field), message)
    else this.errors.delete(keyOf(goodsId, field))
  }

  /** Check one field and mark it; true when it fits. */
  check(goodsId: string, field: OrderFormField): boolean {
    const problem = fieldProblem(field, this.value(goodsId, field))
    this.setError(goodsId, field, problem ?? '')
    return !problem
  }

  /**
   * Leaving an input: a fitting value the server does not hold yet is saved (goods/save); one that does not
   * fit stays typed, marked red with its message. Resolves the message of a refusal, or ''.
   */
  async commit(goodsId: string, field: OrderFormField): Promise<string> {
    if (!this.check(goodsId, field)) return this.error(goodsId, field)
    const content = this.value(goodsId, field).trim()
    const key = keyOf(goodsId, field)
    if ((this.saved.get(key) ?? field.defaultValue.trim()) === content) return ''
    const result = await saveFormValue(goodsId, field, content)
    if (result.ok) {
      this.markSaved(key, content)
      return ''
    }
    this.setError(goodsId, field, result.msg)
    return result.msg
  }

  markSaved(key: string, content: string): void {
    this.saved.set(key, content)
  }

  /**
   * Before submitting: every field checked (all failures marked), then the unsaved ones saved. Resolves the
   * first message to show, or '' when the order may go.
   */
  async commitAll(forms: GoodsForm[]): Promise<string> {
    const fields = forms.flatMap((form) => form.fields.map((field) => ({ goodsId: form.goodsId, field })))
    const failures = fields.filter(({ goodsId, field }) => !this.check(goodsId, field))
    if (failures.length) return this.error(failures[0].goodsId, failures[0].field)
    for (const { goodsId, field } of fields) {
      const message = await this.commit(goodsId, field)
      if (message) return message
    }
    return ''
  }
}

/** One store for the app: a checkout page at a time uses it. */
export const orderForms = new OrderFormStore()
