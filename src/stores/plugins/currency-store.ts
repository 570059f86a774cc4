import { makeAutoObservable, runInAction } from 'mobx'
import { getCurrencies, setCurrency, type Currency } from '@/api/plugins/exchangerate'
import type { AppStore } from '../app-store'
import { getItem, setItem } from '../storage'

export interface ChosenCurrency {
  id: string
  code: string
  symbol: string
}

/**
 * exchangerate: which display currency this device uses. The server converts prices and remembers
 * the choice (per user / uuid); after a switch the app reloads base/common so currency_symbol and
 * every price follow. The choice is cached so the picker shows it before the list arrives.
 */
export class CurrencyStore {
  chosen: ChosenCurrency | null = getItem('cache_plugin_currency_key') ?? null
  currencies: Currency[] = []
  switching = false

  constructor() {
    makeAutoObservable(this)
  }

  get chosenId(): string {
    return this.chosen?.id ?? ''
  }

  remember(currency: Currency | null): void {
    if (!currency) return
    this.chosen = { id: currency.id, code: currency.code, symbol: currency.symbol }
    setItem('cache_plugin_currency_key', this.chosen)
  }

  async load(): Promise<Awaited<ReturnType<typeof getCurrencies>>> {
    const result = await getCurrencies()
    runInAction(() => {
      if (result.ok) {
        this.currencies = result.data.currencies
        this.remember(result.data.current)
      }
    })
    return result
  }

  /** Switch, then reload the config so app.currencySymbol changes. Returns false when refused. */
  async choose(currency: Currency, app: Pick<AppStore, 'loadConfig'>, report: (msg: string) => void): Promise<boolean> {
    if (this.switching || currency.id === this.chosenId) return false
    this.switching = true
    try {
      const result = await setCurrency(currency.id)
      if (!result.ok) return false
      this.remember(currency)
      await app.loadConfig(report)
      return true
    } finally {
      runInAction(() => {
        this.switching = false
      })
    }
  }
}

let instance: CurrencyStore | null = null

export function getCurrencyStore(): CurrencyStore {
  if (!instance) instance = new CurrencyStore()
  return instance
}

/** Tests start from a clean store. */
export function resetCurrencyStore(): CurrencyStore {
  instance = new CurrencyStore()
  return instance
}
