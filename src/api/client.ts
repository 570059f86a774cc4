import { CODE, type ApiResult, type Envelope, type FailureKind } from './types'

/**
 * The one place that knows the wire (api-core 1.1-1.4): URLs, common query params, the envelope,
 * the codes, timeouts. Everything it needs from the outside is injected through configureClient(),
 * so tests drive it with a fake transport and the app wires it to Taro and the stores.
 */
export interface TransportRequest {
  url: string
  method: 'POST' | 'GET'
  data?: Record<string, unknown>
  timeout: number
}

export interface TransportResponse {
  statusCode: number
  data: unknown
}

export interface UploadRequest {
  url: string
  filePath: string
  name: string
  formData?: Record<string, string>
  timeout: number
  onProgress?: (percent: number) => void
}

export interface ClientEnvironment {
  transport(request: TransportRequest): Promise<TransportResponse>
  upload(request: UploadRequest): Promise<TransportResponse>
  /** Backend root ending in '/', e.g. 'https://shop.example/' or the page origin on H5. */
  baseUrl(): string
  /** Query params sent with every call, in order (api-core 1.2); empty values are still sent. */
  commonParams(): Array<[string, string | undefined]>
  toast(message: string): void
  /** Code -400: wipe storage and start the login flow (api-core 1.7). */
  onLoginExpired(): void
  networkMessage(): string
  /** The message of a 'bad-data' failure (an answer without a field the page needs). */
  badDataMessage(): string
}

export const TIMEOUTS = { request: 10_000, upload: 60_000, download: 10_000 }

let env: ClientEnvironment | null = null

export function configureClient(environment: ClientEnvironment): void {
  env = environment
}

function environment(): ClientEnvironment {
  if (!env) throw new Error('api client used before configureClient()')
  return env
}

export interface Route {
  action?: string
  controller?: string
  /** Plugin calls go through s=plugins/index with pluginsname/pluginscontrol/pluginsaction. */
  plugin?: string
  /** Extra query string appended after ajax=ajax. */
  query?: string
  /** 'api' (api.php) or 'index' (index.php, only for browser redirects). */
  group?: string
}

/** The common parameters as a query string ("system_type=default&application=app&..."), for links that leave the app (chat). */
export function commonQuery(): string {
  return environment()
    .commonParams()
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value as string)}`)
    .join('&')
}

export function buildUrl(route: Route, options: { ajax?: boolean } = {}): string {
  const e = environment()
  const action = route.action || 'index'
  const controller = route.controller || 'index'
  const group = route.group || 'api'
  let url = route.plugin
    ? `${e.baseUrl()}${group}.php?s=plugins/index&pluginsname=${encodeURIComponent(route.plugin)}&pluginscontrol=${encodeURIComponent(controller)}&pluginsaction=${encodeURIComponent(action)}`
    : `${e.baseUrl()}${group}.php?s=${encodeURIComponent(controller)}/${encodeURIComponent(action)}`
  for (const [name, value] of e.commonParams()) {
    if (value === undefined) continue
    url += `&${name}=${encodeURIComponent(value)}`
  }
  if (options.ajax !== false) url += '&ajax=ajax'
  if (route.query) url += route.query.startsWith('&') ? route.query : `&${route.query}`
  return url
}

export interface CallOptions {
  /** Do not toast server messages; the caller shows its own state. */
  silent?: boolean
  /** Codes the caller handles itself (no toast for them). */
  handles?: number[]
  timeout?: number
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value
}

function failure<T>(code: number, msg: string, kind: FailureKind, data: unknown = ''): ApiResult<T> {
  return { ok: false, code, msg, kind, data }
}

/** Turn whatever came back into a result, applying the app-wide rules for codes. */
export function interpret<T>(response: TransportResponse, options: CallOptions = {}): ApiResult<T> {
  const e = environment()
  let body = response.data
  if (typeof body === 'string') {
    // -400 arrives as text/html with \u escapes (ShopXO exits with json_encode); parse it anyway.
    try {
      body = JSON.parse(body)
    } catch {
      /* not JSON */
    }
  }
  if (!isEnvelope(body)) {
    const msg = e.networkMessage()
    if (!options.silent) e.toast(msg)
    return failure(CODE.NETWORK, msg, 'network', body)
  }
  const code = Number(body.code)
  const msg = String(body.msg ?? '')
  if (code === CODE.OK) return { ok: true, code: 0, msg, data: body.data as T }
  if (code === CODE.LOGIN_REQUIRED) {
    e.onLoginExpired()
    return failure(code, msg, 'login', body.data)
  }
  const kind: FailureKind = code === CODE.SITE_CLOSED ? 'closed' : 'server'
  if (!options.silent && !(options.handles || []).includes(code) && msg) e.toast(msg)
  return failure(code, msg, kind, body.data)
}

function networkFailure<T>(error: unknown, options: CallOptions): ApiResult<T> {
  const e = environment()
  const text = String((error as { errMsg?: string; message?: string })?.errMsg ?? (error as Error)?.message ?? error)
  // On H5 Taro ends a request that ran past its timeout by aborting it: an AbortError is a timeout.
  const timedOut = (error as Error | null)?.name === 'AbortError' || /timeout|timed out/i.test(text)
  const msg = e.networkMessage()
  if (!options.silent) e.toast(msg)
  return failure(timedOut ? CODE.TIMEOUT : CODE.NETWORK, msg, timedOut ? 'timeout' : 'network')
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`request timeout after ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/**
 * Turns the `data` of a code-0 answer into what the caller uses (`msg` is the server's message, which
 * some actions show). It may throw: a missing required field (parse.ts reqStr/reqInt) or a broken shape.
 */
export type Parse<T> = (data: unknown, msg: string) => T

/** Run the parser on a success; a throw becomes a 'bad-data' failure. Failures pass through unchanged. */
export function parseResult<T>(result: ApiResult<unknown>, parse: Parse<T>, label: string, options: CallOptions = {}): ApiResult<T> {
  if (!result.ok) return result
  try {
    return { ok: true, code: 0, msg: result.msg, data: parse(result.data, result.msg) }
  } catch (error) {
    const e = environment()
    // For the developer: which answer and what was wrong; the shopper sees the translated message.
    console.warn(`[api] ${label}: ${(error as Error)?.message ?? String(error)}`)
    const msg = e.badDataMessage()
    if (!options.silent) e.toast(msg)
    return failure(CODE.BAD_DATA, msg, 'bad-data', result.data)
  }
}

function routeLabel(route: Route): string {
  return [route.plugin, route.controller || 'index', route.action || 'index'].filter(Boolean).join('/')
}

/**
 * The one way to call the API: POST, interpret the envelope, parse the data. Never throws.
 * `parse` runs only on code 0 (use `asIs` from parse.ts when the answer is not read).
 */
export async function call<T>(route: Route, data: Record<string, unknown>, parse: Parse<T>, options: CallOptions = {}): Promise<ApiResult<T>> {
  const e = environment()
  const timeout = options.timeout ?? TIMEOUTS.request
  let result: ApiResult<unknown>
  try {
    const response = await withTimeout(e.transport({ url: buildUrl(route), method: 'POST', data, timeout }), timeout + 500)
    result = interpret<unknown>(response, options)
  } catch (error) {
    result = networkFailure<unknown>(error, options)
  }
  return parseResult(result, parse, routeLabel(route), options)
}

/** Multipart upload (avatar, review and after-sale images); 60 s timeout. Parsed like call(). */
export async function upload<T>(
  route: Route,
  file: { filePath: string; name: string; formData?: Record<string, string> },
  parse: Parse<T>,
  options: CallOptions & { onProgress?: (percent: number) => void } = {},
): Promise<ApiResult<T>> {
  const e = environment()
  const timeout = options.timeout ?? TIMEOUTS.upload
  let result: ApiResult<unknown>
  try {
    const response = await withTimeout(
      e.upload({ url: buildUrl(route), filePath: file.filePath, name: file.name, formData: file.formData, timeout, onProgress: options.onProgress }),
      timeout + 500,
    )
    result = interpret<unknown>(response, options)
  } catch (error) {
    result = networkFailure<unknown>(error, options)
  }
  return parseResult(result, parse, routeLabel(route), options)
}

/** Shorthand for controller/action routes: api('cart', 'index'). */
export function route(controller: string, action = 'index'): Route {
  return { controller, action }
}

/** Shorthand for plugin routes: pluginRoute('coupon', 'coupon', 'index'). */
export function pluginRoute(plugin: string, controller: string, action = 'index'): Route {
  return { plugin, controller, action }
}
