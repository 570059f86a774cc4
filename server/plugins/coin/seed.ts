// Demo data: two coins (USDT and a shop coin), three networks; demo holds both with a history of every kind.
import type { Database } from 'better-sqlite3'
import { fromCents } from '../../core/format'
import { one, run } from '../../db'
import { BUSINESS, crossRate, ensureAccounts, moveCoin, newNo, type AccountRow, type PlatformRow } from './accounts'

const DAY = 86400

function addPlatform(db: Database, p: Omit<PlatformRow, 'id'>, sort: number): number {
  return Number(
    run(
      db,
      'INSERT INTO coin_platforms (name, symbol, icon, rate, recharge_address, recharge_qrcode, preset_data, recharge_desc, is_enable_transfer, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      p.name,
      p.symbol,
      p.icon,
      p.rate,
      p.recharge_address,
      p.recharge_qrcode,
      p.preset_data,
      p.recharge_desc,
      p.is_enable_transfer,
      sort,
    ).lastInsertRowid,
  )
}

export function seedCoin(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  const desc = JSON.stringify(['coin.recharge_desc_1', 'coin.recharge_desc_2'])
  addPlatform(
    db,
    {
      name: 'coin.platform_usdt',
      symbol: 'USDT',
      icon: '/static/plugins/coin/usdt.svg',
      rate: 7.2,
      recharge_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      recharge_qrcode: '/static/plugins/coin/usdt-qr.svg',
      preset_data: JSON.stringify([
        { value: 100, tips: 'coin.preset_hot' },
        { value: 500, tips: '' },
        { value: 1000, tips: 'coin.preset_bonus' },
      ]),
      recharge_desc: desc,
      is_enable_transfer: 1,
    },
    1,
  )
  addPlatform(
    db,
    {
      name: 'coin.platform_shc',
      symbol: 'SHC',
      icon: '/static/plugins/coin/shc.svg',
      rate: 0.72,
      recharge_address: 'SHC8f3a9c2e7b1d4f6a0e5c9b2d7f1a3e6c',
      recharge_qrcode: '/static/plugins/coin/shc-qr.svg',
      preset_data: JSON.stringify([
        { value: 50, tips: '' },
        { value: 200, tips: 'coin.preset_hot' },
        { value: 1000, tips: '' },
      ]),
      recharge_desc: desc,
      is_enable_transfer: 1,
    },
    2,
  )
  ;['TRC20', 'ERC20', 'BEP20'].forEach((name, i) => run(db, 'INSERT INTO coin_networks (name, sort) VALUES (?, ?)', name, i))

  const userId = (name: string) => one<{ id: number }>(db, 'SELECT id FROM users WHERE username = ?', name)?.id
  const demo = userId('demo')
  const buyer2 = userId('buyer2')
  if (!demo || !buyer2) return
  const at = (daysAgo: number) => now - daysAgo * DAY
  ensureAccounts(db, demo, at(40))
  ensureAccounts(db, buyer2, at(40))
  const account = (user: number, symbol: string) =>
    one<AccountRow & { symbol: string }>(
      db,
      'SELECT a.*, p.symbol FROM coin_accounts a JOIN coin_platforms p ON p.id = a.platform_id WHERE a.user_id = ? AND p.symbol = ?',
      user,
      symbol,
    ) as AccountRow
  const demoUsdt = account(demo, 'USDT')
  const demoShc = account(demo, 'SHC')
  const buyerUsdt = account(buyer2, 'USDT')

  moveCoin(db, demoUsdt, { business: BUSINESS.system, cents: 100000, msgKey: 'coin.log_gift', now: at(30) })
  moveCoin(db, demoShc, { business: BUSINESS.system, cents: 500000, msgKey: 'coin.log_gift', now: at(30) })
  moveCoin(db, buyerUsdt, { business: BUSINESS.system, cents: 10000, msgKey: 'coin.log_gift', now: at(30) })

  const recharge = (coin: number, status: number, daysAgo: number) => {
    const no = newNo('R', at(daysAgo))
    run(
      db,
      'INSERT INTO coin_recharges (user_id, accounts_id, recharge_no, network_id, address, coin, status, pay_voucher, pay_note, pay_time, add_time, upd_time) VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?)',
      demo,
      demoUsdt.id,
      no,
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      coin,
      status,
      status ? JSON.stringify(['/static/plugins/coin/voucher.svg']) : '[]',
      status ? 'TXID 9f2c…e41a' : '',
      status ? at(daysAgo) : 0,
      at(daysAgo),
      at(daysAgo),
    )
    return no
  }
  const done = recharge(200, 2, 20)
  moveCoin(db, demoUsdt, { business: BUSINESS.recharge, cents: 20000, msgKey: 'coin.log_recharge', vars: { no: done }, now: at(20) })
  recharge(100, 0, 2)

  // A convert of 100 USDT at the seeded rates (1 USDT = 10 SHC).
  const rate = crossRate({ rate: 7.2 } as PlatformRow, { rate: 0.72 } as PlatformRow)
  const convertNo = newNo('V', at(10))
  moveCoin(db, demoUsdt, { business: BUSINESS.convert, cents: -10000, msgKey: 'coin.log_convert_out', vars: { no: convertNo }, now: at(10) })
  moveCoin(db, demoShc, { business: BUSINESS.convert, cents: Math.round(10000 * rate), msgKey: 'coin.log_convert_in', vars: { no: convertNo }, now: at(10) })
  run(
    db,
    'INSERT INTO coin_converts (user_id, convert_no, send_accounts_id, receive_accounts_id, convert_value, coin, rate, note, add_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    demo,
    convertNo,
    demoUsdt.id,
    demoShc.id,
    100,
    fromCents(Math.round(10000 * rate)),
    rate,
    '',
    at(10),
  )

  const transferNo = newNo('T', at(6))
  moveCoin(db, demoUsdt, { business: BUSINESS.transfer, cents: -2000, msgKey: 'coin.log_transfer_out', vars: { no: transferNo, name: 'buyer2' }, now: at(6) })
  moveCoin(db, buyerUsdt, { business: BUSINESS.transfer, cents: 2000, msgKey: 'coin.log_transfer_in', vars: { no: transferNo, name: 'demo' }, now: at(6) })
  run(
    db,
    'INSERT INTO coin_transfers (transfer_no, send_user_id, send_accounts_id, receive_user_id, receive_accounts_id, coin, note, add_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    transferNo,
    demo,
    demoUsdt.id,
    buyer2,
    buyerUsdt.id,
    20,
    'Thanks!',
    at(6),
  )

  const cashNo = newNo('C', at(3))
  moveCoin(db, demoUsdt, { business: BUSINESS.cash, cents: -5000, msgKey: 'coin.log_cash_freeze', vars: { no: cashNo }, now: at(3) })
  moveCoin(db, demoUsdt, { business: BUSINESS.cash, cents: 5000, frozen: true, msgKey: 'coin.log_cash_freeze', vars: { no: cashNo }, now: at(3) })
  run(
    db,
    'INSERT INTO coin_cashes (user_id, accounts_id, cash_no, network_id, address, coin, user_note, status, add_time, upd_time) VALUES (?, ?, ?, 1, ?, 50, ?, 0, ?, ?)',
    demo,
    demoUsdt.id,
    cashNo,
    'TXa1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7',
    '',
    at(3),
    at(3),
  )
}
