// exchangerate (api-plugins-1 §9): the visitor picks a display currency; the server remembers it per
// user (logged in) or per device uuid. Every amount the server shows (goods, cart, checkout, orders,
// plugin money views) plus base/common currency_symbol follow it — see services/display-currency.ts.
import { definePlugin, isPluginEnabled } from '../../core/plugins'
import { defineMessages } from '../../core/i18n'
import { ApiError, ok, type Ctx } from '../../core/router'
import { requireId } from '../../core/validate'
import { all, one, run } from '../../db'
import { setDisplayCurrencyResolver, type DisplayCurrency } from '../../services/site/display-currency'

defineMessages({
  'exchangerate.title': { zh: '货币切换', en: 'Currency switching' },
  'exchangerate.cny': { zh: '人民币', en: 'Chinese yuan' },
  'exchangerate.usd': { zh: '美元', en: 'US dollar' },
  'exchangerate.eur': { zh: '欧元', en: 'Euro' },
  'exchangerate.not_found': { zh: '货币不存在', en: 'Currency does not exist' },
  'exchangerate.no_device': { zh: '缺少设备标识（uuid），无法保存货币', en: 'The device id (uuid) is missing, so the currency cannot be saved' },
  'exchangerate.switched': { zh: '切换成功', en: 'Currency switched' },
})

interface CurrencyRow {
  id: number
  name: string
  code: string
  symbol: string
  rate: number
  icon: string
  is_default: number
  is_enable: number
  sort: number
}

const PLUGIN = 'exchangerate'

function enabledCurrencies(ctx: Ctx): CurrencyRow[] {
  return all<CurrencyRow>(ctx.db, 'SELECT * FROM exchangerate_currencies WHERE is_enable = 1 ORDER BY sort, id')
}

function owners(ctx: Ctx): string[] {
  const list: string[] = []
  if (ctx.user) list.push(`user:${ctx.user.id}`)
  if (ctx.uuid) list.push(`uuid:${ctx.uuid}`)
  return list
}

/** The user's choice, else this device's, else the default currency. */
function chosenCurrency(ctx: Ctx): CurrencyRow | undefined {
  for (const owner of owners(ctx)) {
    const row = one<CurrencyRow>(
      ctx.db,
      'SELECT c.* FROM exchangerate_choices ch JOIN exchangerate_currencies c ON c.id = ch.currency_id WHERE ch.owner = ? AND c.is_enable = 1',
      owner,
    )
    if (row) return row
  }
  return one<CurrencyRow>(ctx.db, 'SELECT * FROM exchangerate_currencies WHERE is_enable = 1 ORDER BY is_default DESC, sort, id LIMIT 1')
}

function currencyView(ctx: Ctx, c: CurrencyRow) {
  return { id: c.id, name: ctx.t(c.name), code: c.code, symbol: c.symbol, rate: c.rate, icon: ctx.img(c.icon), is_default: c.is_default }
}

function index(ctx: Ctx) {
  const current = chosenCurrency(ctx)
  return ok({
    base: { application_name: ctx.t('exchangerate.title') },
    data: { default: current ? currencyView(ctx, current) : null, data: enabledCurrencies(ctx).map((c) => currencyView(ctx, c)) },
  })
}

function setCurrency(ctx: Ctx) {
  const id = requireId(ctx, 'currency')
  const currency = one<CurrencyRow>(ctx.db, 'SELECT * FROM exchangerate_currencies WHERE id = ? AND is_enable = 1', id)
  if (!currency) throw new ApiError(ctx.t('exchangerate.not_found'))
  const targets = owners(ctx)
  if (!targets.length) throw new ApiError(ctx.t('exchangerate.no_device'))
  const now = ctx.nowSeconds()
  for (const owner of targets) {
    run(
      ctx.db,
      'INSERT INTO exchangerate_choices (owner, currency_id, upd_time) VALUES (?, ?, ?) ON CONFLICT(owner) DO UPDATE SET currency_id = excluded.currency_id, upd_time = excluded.upd_time',
      owner,
      id,
      now,
    )
  }
  return ok(currencyView(ctx, currency), ctx.t('exchangerate.switched'))
}

setDisplayCurrencyResolver((ctx): DisplayCurrency | null => {
  if (!isPluginEnabled(ctx.db, PLUGIN)) return null
  const c = chosenCurrency(ctx)
  return c ? { code: c.code, symbol: c.symbol, rate: c.rate, name: ctx.t(c.name) } : null
})

definePlugin({
  name: PLUGIN,
  baseData: (ctx) => {
    const current = chosenCurrency(ctx)
    return { application_name: ctx.t('exchangerate.title'), currency_code: current?.code ?? '', currency_symbol: current?.symbol ?? '' }
  },
  controls: { index: { index, setcurrency: setCurrency } },
  seed: (db) => {
    const insert = (name: string, code: string, symbol: string, rate: number, icon: string, isDefault: number, sort: number) =>
      run(
        db,
        'INSERT INTO exchangerate_currencies (name, code, symbol, rate, icon, is_default, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
        name,
        code,
        symbol,
        rate,
        icon,
        isDefault,
        sort,
      )
    insert('exchangerate.cny', 'CNY', '￥', 1, '/static/plugins/exchangerate/cny.svg', 1, 1)
    insert('exchangerate.usd', 'USD', '$', 0.14, '/static/plugins/exchangerate/usd.svg', 0, 2)
    insert('exchangerate.eur', 'EUR', '€', 0.13, '/static/plugins/exchangerate/eur.svg', 0, 3)
  },
})
