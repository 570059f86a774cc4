import { call, pluginRoute } from '../client'
import { arr, int, obj, reqStr, str } from '../parse'
import type { ApiResult } from '../types'

/** form (api-plugins-2 §3.20): staff verify form submissions by code or mobile number. */
const form = (action: string) => pluginRoute('form', 'index', action)

export interface CheckForm {
  unique: string
  title: string
  describe: string
  cover: string
}

export interface FormStat {
  name: string
  value: number
}

const parseStats = (raw: unknown): FormStat[] => arr<unknown>(raw).map((s) => ({ name: str(obj(s).name), value: int(obj(s).value) }))

/** The forms the signed-in staff member may check (empty for everyone else). */
export function getCheckForms(): Promise<ApiResult<CheckForm[]>> {
  return call(
    form('init'),
    {},
    (raw) =>
      arr<unknown>(obj(raw).data_list).map((f) => {
        const item = obj(f)
        return { unique: reqStr(item, 'unique'), title: str(item.title), describe: str(item.describe), cover: str(item.cover) }
      }),
    { silent: true },
  )
}

export interface FormStats {
  items: FormStat[]
  /** The server's word on the refresh ("figures refreshed"). */
  message: string
}

export function getFormStats(unique: string): Promise<ApiResult<FormStats>> {
  return call(form('stats'), { unique }, (raw, msg) => ({ items: parseStats(raw), message: msg }), { silent: true })
}

export interface FormCheckDone {
  message: string
  username: string
  stats: FormStat[]
}

/** Check one submission; failures keep the server's message for the page to show with the value. */
export function checkFormValue(value: string, unique: string): Promise<ApiResult<FormCheckDone>> {
  return call(form('check'), { value, unique }, (raw, msg) => ({ message: msg, username: str(obj(raw).username), stats: parseStats(obj(raw).stats_data) }), {
    silent: true,
  })
}
