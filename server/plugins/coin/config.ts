// What base/common publishes for the coin plugin: every feature switched on in the demo.
export const COIN_BASE = { is_enable_recharge: 1, is_enable_convert: 1, is_enable_cash: 1, is_enable_transfer: 1 }
