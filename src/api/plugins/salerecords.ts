import { arr, obj, str } from '../parse'

type Raw = Record<string, unknown>

/**
 * salerecords (api-plugins-2 §1, §2.4): recent paid orders, anonymised by the server, shown as a ticker
 * after the home page's floors and as a page-builder module.
 */
export interface SaleRecord {
  avatar: string
  /** Already anonymised by the server ("张**"). */
  name: string
  province: string
  image: string
  title: string
  url: string
  /** "3 minutes ago", as the server words it. */
  time: string
}

export function parseSaleRecord(raw: Raw): SaleRecord {
  const user = obj(raw.user)
  return {
    avatar: str(user.avatar),
    name: str(user.user_name_view),
    province: str(user.province),
    image: str(raw.images),
    title: str(raw.title),
    url: str(raw.goods_url),
    time: str(raw.add_time),
  }
}

/** The rows worth showing (a row without its goods title says nothing). */
export const saleRecordsOf = (list: unknown): SaleRecord[] =>
  arr<Raw>(list)
    .map((row) => parseSaleRecord(obj(row)))
    .filter((record) => record.title)

export interface SaleRecordsBlock {
  title: string
  desc: string
  records: SaleRecord[]
}

/** Home's plugins_salerecords_data `{base{home_bottom_title, home_bottom_desc}, data[]}`; null when there is nothing to show. */
export function parseSaleRecordsHome(raw: unknown): SaleRecordsBlock | null {
  const block = obj(raw)
  const records = saleRecordsOf(block.data)
  if (!records.length) return null
  const base = obj(block.base)
  return { title: str(base.home_bottom_title), desc: str(base.home_bottom_desc), records }
}
