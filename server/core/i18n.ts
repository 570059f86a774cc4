// Server-side messages in zh and en. Each module registers its own keys with defineMessages();
// the request's `lang` picks the language (cht/spa and unknown languages fall back to zh).

export type Lang = 'zh' | 'en' | 'cht' | 'spa'
export interface MessageText {
  zh: string
  en: string
}

const catalogue = new Map<string, MessageText>()

/** Register message texts; later registrations of the same key win (lets tests/plugins override). */
export function defineMessages(messages: Record<string, MessageText>): void {
  for (const [key, text] of Object.entries(messages)) catalogue.set(key, text)
}

export function normaliseLang(raw: unknown): Lang {
  const value = typeof raw === 'string' ? raw.toLowerCase() : ''
  if (value === 'en' || value === 'cht' || value === 'spa') return value
  return 'zh'
}

/**
 * Translate `key` for `lang`, replacing `{name}` placeholders with vars.
 * An unknown key is returned as-is so a missing message is visible but never crashes a request.
 */
export function translate(lang: Lang, key: string, vars?: Record<string, string | number>): string {
  const text = catalogue.get(key)
  let out = text ? (lang === 'en' ? text.en : text.zh) : key
  if (vars) out = out.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m))
  return out
}

export function hasMessage(key: string): boolean {
  return catalogue.has(key)
}

// Messages used by the core layer itself.
defineMessages({
  'core.login_expired': { zh: '登录失效，请重新登录', en: 'Login Failed, please login again' },
  'core.server_busy': { zh: '服务器繁忙，请稍后再试', en: 'Server busy, please try again later' },
  'core.controller_missing': { zh: '控制器不存在({name})', en: 'Controller does not exist({name})' },
  'core.illegal_access': { zh: '非法访问({name})', en: 'Illegal access({name})' },
  'core.plugin_disabled': { zh: '应用未启用[{name}]', en: 'Application not enabled[{name}]' },
  'core.param_error': { zh: '参数错误', en: 'Parameter error' },
  'core.body_too_large': { zh: '请求数据过大', en: 'Request body too large' },
  'core.body_invalid': { zh: '请求数据格式有误', en: 'Invalid request body' },
  'core.upload_too_large': { zh: '上传文件过大（最大5MB）', en: 'Uploaded file too large (max 5 MB)' },
  'core.upload_type': { zh: '仅支持上传 jpg/png/gif/webp 图片', en: 'Only jpg/png/gif/webp images can be uploaded' },
  'core.not_found': { zh: '数据不存在', en: 'Data does not exist' },
  'core.operate_success': { zh: '操作成功', en: 'Operation successful' },
  'core.success': { zh: '成功', en: 'Success' },
  'core.no_data': { zh: '没有相关数据', en: 'No relevant data' },
  'core.upstream_error': { zh: '上游服务不可用', en: 'Upstream service unavailable' },
})
