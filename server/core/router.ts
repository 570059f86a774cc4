// Controller registry and `s=controller/action` dispatch (case-insensitive, like ShopXO's class lookup).
import { ApiError, RawResponse, fail, type Result } from './result'
import type { Ctx, Handler } from './context'

export { ok, fail, ApiError, RawResponse } from './result'
export type { Result } from './result'
export type { Ctx, Handler, User } from './context'

const controllers = new Map<string, Map<string, Handler>>()
const plugins = new Map<string, Map<string, Handler>>() // key: `${plugin}/${control}`

function lowerKeys(actions: Record<string, Handler>): Map<string, Handler> {
  return new Map(Object.entries(actions).map(([name, fn]) => [name.toLowerCase(), fn]))
}

/** Register (or extend) a controller: registerController('cart', { index, save }). */
export function registerController(name: string, actions: Record<string, Handler>): void {
  const key = name.toLowerCase()
  const existing = controllers.get(key) ?? new Map<string, Handler>()
  for (const [action, fn] of lowerKeys(actions)) existing.set(action, fn)
  controllers.set(key, existing)
}

/** Register a plugin controller: called via s=plugins/index&pluginsname=X&pluginscontrol=Y&pluginsaction=Z. */
export function registerPlugin(name: string, control: string, actions: Record<string, Handler>): void {
  const key = `${name.toLowerCase()}/${control.toLowerCase()}`
  const existing = plugins.get(key) ?? new Map<string, Handler>()
  for (const [action, fn] of lowerKeys(actions)) existing.set(action, fn)
  plugins.set(key, existing)
}

export function isPluginRegistered(name: string): boolean {
  const prefix = `${name.toLowerCase()}/`
  for (const key of plugins.keys()) if (key.startsWith(prefix)) return true
  return false
}

/**
 * Asked first for every plugins/index call: an answer (e.g. -11 for a plugin switched off) wins over
 * looking up the control and action, as ShopXO checks the plugin before its routes. Set by core/plugins.
 */
let pluginGate: ((ctx: Ctx, name: string) => Result | null) | null = null

export function setPluginGate(gate: (ctx: Ctx, name: string) => Result | null): void {
  pluginGate = gate
}

/** Split `s` into controller and action; ShopXO defaults both to index. */
export function parseRoute(s: unknown): { controller: string; action: string } {
  const raw = typeof s === 'string' ? s.trim().replace(/^\/+|\/+$/g, '') : ''
  const [controller = 'index', action = 'index'] = raw.split('/')
  return { controller: (controller || 'index').toLowerCase(), action: (action || 'index').toLowerCase() }
}

const safeName = (v: string) => v.replace(/[^\w.-]/g, '').slice(0, 60)

/** Find the handler for a route, or an error result to answer with. */
export function resolveHandler(ctx: Ctx): Handler | Result {
  const { controller, action } = ctx
  if (controller === 'plugins' && action === 'index') {
    const name = String(ctx.params.pluginsname ?? '').toLowerCase()
    const control = String(ctx.params.pluginscontrol ?? 'index').toLowerCase() || 'index'
    const pluginAction = String(ctx.params.pluginsaction ?? 'index').toLowerCase() || 'index'
    const gated = pluginGate?.(ctx, name)
    if (gated) return gated
    const actions = plugins.get(`${name}/${control}`)
    if (!actions) {
      if (isPluginRegistered(name)) return fail(ctx.t('core.illegal_access', { name: safeName(control) }), -1000)
      return fail(ctx.t('core.plugin_disabled', { name: safeName(name) }), -11)
    }
    return actions.get(pluginAction) ?? fail(ctx.t('core.illegal_access', { name: safeName(pluginAction) }), -1000)
  }
  const actions = controllers.get(controller)
  if (!actions) return fail(ctx.t('core.controller_missing', { name: safeName(controller) }), -1000)
  return actions.get(action) ?? fail(ctx.t('core.illegal_access', { name: safeName(action) }), -1000)
}

/** Run the handler for ctx and always produce an envelope (never throws). */
export async function dispatch(ctx: Ctx): Promise<Result | RawResponse> {
  const handler = resolveHandler(ctx)
  if (typeof handler !== 'function') return handler
  try {
    const out = await handler(ctx)
    return normaliseResult(out)
  } catch (err) {
    if (err instanceof ApiError) return err.toResult()
    ctx.log(`[error] ${ctx.controller}/${ctx.action}:`, err)
    return fail(ctx.t('core.server_busy'), -1)
  }
}

function normaliseResult(out: unknown): Result | RawResponse {
  if (out instanceof RawResponse) return out
  if (out && typeof out === 'object' && 'code' in out && 'msg' in out) {
    const r = out as Result
    return { msg: r.msg, code: r.code, data: r.data === undefined ? '' : r.data }
  }
  return { msg: 'success', code: 0, data: out === undefined ? '' : out }
}
