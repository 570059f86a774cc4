// Wallet plugin settings of the demo shop (ShopXO keeps them in the plugin's admin config).
export const WALLET_CONFIG = {
  is_enable_payment_code: 1,
  is_enable_transfer: 1,
  is_enable_recharge: 1,
  is_enable_cash: 1,
  /** Withdrawals below this are refused (yuan). */
  cash_minimum_amount: 10,
  /** Fee share of a withdrawal (1 %). */
  cash_commission_rate: 0.01,
  /** 1 = gifted money stays in the wallet (not withdrawable). */
  is_cash_retain_give: 1,
  /** Largest single recharge (yuan); the client caps the input at 6 digits. */
  recharge_max_amount: 999999,
  payment_code_seconds: 30,
  verify_interval_seconds: 60,
  verify_expire_seconds: 600,
  /** The withdrawal form must be sent within this long after the code check. */
  check_valid_seconds: 1800,
  verify_max_attempts: 5,
} as const

export const CASH_TYPES = [0, 1, 2] as const
