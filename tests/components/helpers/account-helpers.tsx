import Taro from '@tarojs/taro'
import { fireEvent, render, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { parseCommonConfig } from '@/api/base'
import { setLanguage } from '@/i18n'
import { resetRootStore, StoreContext, type RootStore } from '@/stores/root-store'

/** A fresh root store with a loaded config (the app's boot call is not run in component tests). */
export function storesWithConfig(config: Record<string, unknown>, plugins: Record<string, unknown> = {}): RootStore {
  const stores = resetRootStore()
  stores.app.config = parseCommonConfig({ status: 1, config, plugins_base: plugins })
  return stores
}

export function renderWith(stores: RootStore, page: ReactElement) {
  return render(<StoreContext.Provider value={stores}>{page}</StoreContext.Provider>)
}

/** The native field of a Taro Input/Textarea: the element itself, or the field inside its wrapper. */
export function nativeField(host: HTMLElement): HTMLInputElement | HTMLTextAreaElement | null {
  return (host.matches('input, textarea') ? host : host.querySelector('input, textarea')) as HTMLInputElement | HTMLTextAreaElement | null
}

export function fieldValue(host: HTMLElement): string {
  return nativeField(host)?.value ?? ''
}

/** Type into a Taro Input/Textarea (plain HTML fields, as in the web build): one input event, as a paste would. */
export async function typeInto(getHost: () => HTMLElement, value: string): Promise<void> {
  const field = await waitFor(() => {
    const found = nativeField(getHost())
    expect(found).toBeTruthy()
    return found as HTMLInputElement
  })
  fireEvent.input(field, { target: { value } })
}

/**
 * Click a target once (waiting for it to appear), then wait until `done` holds. One click only: a
 * button that needs two taps must fail the test.
 */
export async function clickUntil(getTarget: () => HTMLElement | undefined | null, done: () => void, timeout = 4000): Promise<void> {
  const target = await waitFor(
    () => {
      const found = getTarget()
      expect(found).toBeTruthy()
      return found as HTMLElement
    },
    { timeout },
  )
  fireEvent.click(target)
  await waitFor(done, { timeout })
}

/** A test's clean start (for beforeEach): empty storage, Chinese, and no mock calls left from the test before. */
export function cleanStart(): void {
  Taro.clearStorageSync()
  setLanguage('zh')
  jest.clearAllMocks()
}
