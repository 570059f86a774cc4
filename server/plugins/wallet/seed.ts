// Demo data: `demo` has recharges (paid and pending), a gift, withdrawals in every status and a
// transfer to buyer2, all written through the ledger so balances and log rows agree.
import type { Database } from 'better-sqlite3'
import { ApiError } from '../../core/router'
import { one, run } from '../../db'
import { userNameView, type UserBrief } from './views'
import { BUSINESS, MONEY, moveMoney, newNumber, type MoneyType } from './ledger'

const DAY = 86400

export function seedWallet(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  const demo = one<UserBrief>(db, "SELECT id, username, nickname, mobile, email, avatar FROM users WHERE username = 'demo'")
  const buyer2 = one<UserBrief>(db, "SELECT id, username, nickname, mobile, email, avatar FROM users WHERE username = 'buyer2'")
  if (!demo || !buyer2) return
  const fail = () => new ApiError('seed: balance below zero')
  const move = (
    userId: number,
    moneyType: MoneyType,
    yuan: number,
    business: number,
    msgKey: string,
    at: number,
    vars: Record<string, string | number> = { money: Math.abs(yuan) },
  ) => moveMoney(db, { userId, moneyType, cents: Math.round(yuan * 100), business, msgKey, msgVars: vars, now: at }, fail)
  const ago = (days: number) => now - days * DAY

  const recharge = (yuan: number, days: number, paid: boolean) => {
    const at = ago(days)
    run(
      db,
      'INSERT INTO wallet_recharges (user_id, recharge_no, money, pay_money, payment_id, status, pay_time, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      demo.id,
      newNumber('R', at),
      yuan,
      paid ? yuan : 0,
      paid ? 2 : 0,
      paid ? 1 : 0,
      paid ? at : 0,
      at,
      at,
    )
    if (paid) move(demo.id, MONEY.normal, yuan, BUSINESS.recharge, 'wallet.log_recharge', at)
  }
  const cash = (yuan: number, days: number, status: 0 | 1 | 2, cashType: number, bank: [string, string, string]) => {
    const at = ago(days)
    const settled = ago(days - 1)
    move(demo.id, MONEY.normal, -yuan, BUSINESS.cash, 'wallet.log_cash_freeze', at)
    move(demo.id, MONEY.frozen, yuan, BUSINESS.cash, 'wallet.log_cash_freeze', at)
    if (status === 1) move(demo.id, MONEY.frozen, -yuan, BUSINESS.cash, 'wallet.log_cash_paid', settled)
    if (status === 2) {
      move(demo.id, MONEY.frozen, -yuan, BUSINESS.cash, 'wallet.log_cash_failed', settled)
      move(demo.id, MONEY.normal, yuan, BUSINESS.cash, 'wallet.log_cash_failed', settled)
    }
    const commission = Math.round(yuan * 100 * 0.01) / 100
    run(
      db,
      `INSERT INTO wallet_cashes (user_id, cash_no, money, commission, pay_money, cash_type, bank_name, bank_accounts, bank_username, status, msg, pay_time, add_time, upd_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      demo.id,
      newNumber('C', at),
      yuan,
      commission,
      status === 1 ? Math.round((yuan - commission) * 100) / 100 : 0,
      cashType,
      ...bank,
      status,
      status === 1 ? 'wallet.cash_paid_msg' : status === 2 ? 'wallet.cash_failed_msg' : '',
      status === 1 ? settled : 0,
      at,
      status === 0 ? at : settled,
    )
  }

  recharge(500, 30, true)
  move(demo.id, MONEY.give, 20, BUSINESS.system, 'wallet.log_gift', ago(28))
  recharge(1000, 20, true)
  move(demo.id, MONEY.normal, -99, BUSINESS.consume, 'wallet.log_consume', ago(18))
  cash(100, 15, 1, 0, ['中国工商银行', '6222020200112233445', '张三'])
  cash(50, 10, 2, 2, ['', 'zhangsan@alipay.test', '张三'])
  const transferAt = ago(5)
  move(demo.id, MONEY.normal, -30, BUSINESS.transfer, 'wallet.log_transfer_out', transferAt, { name: userNameView(buyer2) })
  move(buyer2.id, MONEY.normal, 30, BUSINESS.transfer, 'wallet.log_transfer_in', transferAt, { name: userNameView(demo) })
  run(
    db,
    'INSERT INTO wallet_transfers (user_id, receive_user_id, transfer_no, money, note, add_time) VALUES (?, ?, ?, ?, ?, ?)',
    demo.id,
    buyer2.id,
    newNumber('T', transferAt),
    30,
    '午餐AA',
    transferAt,
  )
  cash(200, 3, 0, 1, ['', '', '张三'])
  recharge(100, 1, false)
}
