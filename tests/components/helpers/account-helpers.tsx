import { fireEvent, render, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { parseCommonConfig } from '@/api/base'
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

export function fieldValue(host: HTMLElement): string {
  const field = host.querySelector('input, textarea') as HTMLInputElement | null
  return field ? field.value : ''
}

/**
 * Type into a Taro Input/Textarea. They are web components that render their native field and bind
 * events a moment after React mounts them, so wait for the field and retry until the value sticks.
 */
export async function typeInto(getHost: () => HTMLElement, value: string): Promise<void> {
  await waitFor(() => {
    const field = getHost().querySelector('input, textarea') as HTMLInputElement | null
    expect(field).toBeTruthy()
    field!.value = value
    fireEvent.input(field!, { target: { value } })
    expect(fieldValue(getHost())).toBe(value)
  })
}

/** Click until `done` holds: a freshly rendered Taro element ignores clicks until it is wired up. */
export async function clickUntil(getTarget: () => HTMLElement | undefined | null, done: () => void, timeout = 3000): Promise<void> {
  await waitFor(
    () => {
      const target = getTarget()
      if (target) fireEvent.click(target)
      done()
    },
    { timeout },
  )
}
