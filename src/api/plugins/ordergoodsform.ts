import { call, pluginRoute } from '../client'
import { arr, asIs, bool, int, obj, reqStr, str } from '../parse'
import type { ApiResult } from '../types'

/** ordergoodsform (api-plugins-2 §3.15): extra fields some goods ask for at checkout, and an order's values. */
const goods = (action: string) => pluginRoute('ordergoodsform', 'goods', action)

export interface OrderFormField {
  formId: string
  title: string
  hint: string
  inputType: 'text' | 'number'
  /** A regular expression the value must match ('' = none). */
  pattern: string
  required: boolean
  /** Text: characters; number: the value. 0 = no limit. */
  min: number
  max: number
  /** The shop's own message for any failure ('' = the app words it). */
  message: string
  /** What this shopper saved last (or the shop's default). */
  defaultValue: string
}

/** The fields of one goods line of the checkout. */
export interface GoodsForm {
  goodsId: string
  title: string
  image: string
  specText: string
  fields: OrderFormField[]
}

export function parseFormField(raw: Record<string, unknown>): OrderFormField {
  const element = arr<unknown>(raw.element_arr).map((part) => str(part))
  return {
    formId: reqStr(raw, 'form_id'),
    title: str(raw.title),
    hint: str(raw.placeholder),
    inputType: element[1] === 'number' ? 'number' : 'text',
    pattern: element[2] ?? '',
    required: bool(raw.is_required),
    min: int(raw.minlength),
    max: int(raw.maxlength),
    message: str(raw.validation_msg) || str(raw.error_message),
    defaultValue: str(raw.default_value),
  }
}

/** The checkout's goods lines that carry form fields (buy/index goods_items[].plugins_ordergoodsform_data). */
export function parseGoodsForms(goodsItems: unknown): GoodsForm[] {
  return arr<Record<string, unknown>>(goodsItems)
    .map(obj)
    .filter((item) => arr(item.plugins_ordergoodsform_data).length > 0)
    .map((item) => ({
      goodsId: str(item.goods_id),
      title: str(item.title),
      image: str(item.images),
      specText: str(item.spec_text),
      fields: arr<Record<string, unknown>>(item.plugins_ordergoodsform_data).map((field) => parseFormField(obj(field))),
    }))
}

/** goods/save as the shopper leaves an input; the server refuses a value that fails the field's rule. */
export function saveFormValue(goodsId: string, field: Pick<OrderFormField, 'formId' | 'title'>, content: string): Promise<ApiResult<unknown>> {
  return call(goods('save'), { form_id: field.formId, goods_id: goodsId, title: field.title, content }, asIs, { silent: true })
}

export interface OrderFormGoods {
  key: string
  url: string
  image: string
  title: string
  specText: string
  price: string
  buyNumber: number
  values: Array<{ title: string; content: string }>
}

function parseOrderFormGoods(raw: Record<string, unknown>, index: number): OrderFormGoods {
  return {
    key: `${str(raw.id, String(index))}-${index}`,
    url: str(raw.goods_url),
    image: str(raw.images),
    title: str(raw.title),
    specText: str(raw.spec_text),
    price: str(raw.price),
    buyNumber: int(raw.buy_number),
    values: arr<Record<string, unknown>>(raw.form_data).map((v) => ({ title: str(obj(v).title), content: str(obj(v).content) })),
  }
}

/** goods/order {id}: each goods line of an order with the form values filled in for it (read-only). */
export function getOrderForms(orderId: string): Promise<ApiResult<OrderFormGoods[]>> {
  return call(goods('order'), { id: orderId }, (raw) => arr<Record<string, unknown>>(raw).map((item, i) => parseOrderFormGoods(obj(item), i)), { silent: true })
}

export const orderFormsUrl = (orderId: string) => `/pages/plugins/ordergoodsform/order/order?id=${encodeURIComponent(orderId)}`
