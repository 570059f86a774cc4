import { createContext, useContext } from 'react'
import { AppStore } from './app-store'
import { CartStore } from './cart-store'
import { SessionStore } from './session-store'

/** One root made of domain stores; pages reach it through useStores(). */
export class RootStore {
  app = new AppStore()
  session = new SessionStore()
  cart = new CartStore()
}

let root: RootStore | null = null

/** The app's single root store (created lazily so tests can reset it). */
export function getRootStore(): RootStore {
  if (!root) root = new RootStore()
  return root
}

export function resetRootStore(): RootStore {
  root = new RootStore()
  return root
}

export const StoreContext = createContext<RootStore | null>(null)

export function useStores(): RootStore {
  return useContext(StoreContext) ?? getRootStore()
}
