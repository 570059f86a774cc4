// Site switches stored in the configs table (read by base/common and business rules).
import type { Database } from 'better-sqlite3'

export const DEFAULT_CONFIGS: Record<string, string> = {
  home_site_name: '美妆优选商城',
  // Offline payments (cash on delivery) create orders straight in "pending delivery", like ShopXO's switch.
  common_is_under_line_order_normal: '1',
  common_order_close_limit_time: '30',
  common_verify_expire_time: '600',
  common_verify_interval_time: '60',
  // Virtual goods go straight from "buy" to payment (buy/index answers is_order_submit).
  common_is_virtual_direct_submit: '1',
}

export function seedConfigs(db: Database): void {
  const insert = db.prepare('INSERT OR REPLACE INTO configs (key, value) VALUES (?, ?)')
  for (const [key, value] of Object.entries(DEFAULT_CONFIGS)) insert.run(key, value)
}
