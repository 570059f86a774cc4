import { useEffect, useState, type ComponentType } from 'react'
import type { DiyModuleFrame, Raw } from '@/api/diy'

/**
 * The DIY module registry: which code draws a module key. Core families register in core-modules.ts; a
 * plugin registers its own from `src/pages/plugins/<plugin>/embeds/diy.tsx` (listed in
 * src/slots/fills/diy.ts), so the renderer never names a plugin. On the web each registration's code is
 * a lazy chunk fetched when a page first shows one of its keys; mini-programs bundle it (eager import).
 */
export interface DiyModuleProps<T> {
  data: T
  frame: DiyModuleFrame
}

export interface DiyModuleDef<T> {
  /** Reads `com_data.content` and `.style` into what `View` draws (once per answer). */
  read: (content: Raw, style: Raw) => T
  View: ComponentType<DiyModuleProps<T>>
  /** Nothing to show for this data: the module and its box are left out. */
  isEmpty?: (data: T) => boolean
  /** Drawn over the page (float-window): no box of its own in the flow. */
  floating?: boolean
}

/** Ties a module's reader to its view for the type checker; the registry keeps them untyped. */
export function defineDiyModule<T>(def: DiyModuleDef<T>): DiyModuleDef<unknown> {
  return def as unknown as DiyModuleDef<unknown>
}

export type DiyModuleFamily = Readonly<Record<string, DiyModuleDef<unknown>>>

export interface DiyModuleRegistration {
  /** The module keys this code draws. */
  keys: string[]
  /** The plugin that owns them: its modules are left out while it is switched off. */
  plugin?: string
  load: () => Promise<DiyModuleFamily>
}

const registrations = new Map<string, DiyModuleRegistration>()
const loads = new Map<DiyModuleRegistration, Promise<void>>()
const loaded = new Map<string, DiyModuleDef<unknown>>()

/** A module file (or a plugin's embed) registers the keys it draws; registering a key again replaces it. */
export function registerDiyModules(registration: DiyModuleRegistration): void {
  for (const key of registration.keys) {
    registrations.set(key, registration)
    loaded.delete(key)
  }
}

export function isKnownDiyModule(key: string): boolean {
  return registrations.has(key)
}

export function diyModulePlugin(key: string): string | undefined {
  return registrations.get(key)?.plugin
}

/** The definition of a key once its code is here (undefined while loading, for unknown keys, or when loading failed). */
export function loadedDiyModule(key: string): DiyModuleDef<unknown> | undefined {
  return loaded.get(key)
}

function load(registration: DiyModuleRegistration): Promise<void> {
  let pending = loads.get(registration)
  if (!pending) {
    pending = registration.load().then(
      (family) => {
        for (const key of registration.keys) {
          if (family[key] && registrations.get(key) === registration) loaded.set(key, family[key])
        }
      },
      // A chunk that failed to load (offline) leaves its modules out; the next page view tries again.
      () => void loads.delete(registration),
    )
    loads.set(registration, pending)
  }
  return pending
}

const settled = (keys: readonly string[]) => keys.every((key) => loaded.has(key) || !registrations.has(key))

/** Fetch the code of every known key at once (in parallel); resolves when each has loaded or failed. */
export async function loadDiyModules(keys: readonly string[]): Promise<void> {
  const needed = new Set<DiyModuleRegistration>()
  for (const key of keys) {
    const registration = registrations.get(key)
    if (registration && !loaded.has(key)) needed.add(registration)
  }
  await Promise.all([...needed].map(load))
}

/**
 * True once the code of these keys is loaded (or failed): the body then draws all its modules in one go,
 * so nothing jumps as chunks arrive one by one.
 */
export function useDiyModules(keys: readonly string[]): boolean {
  const signature = keys.join('|')
  const [ready, setReady] = useState(() => settled(keys))
  useEffect(() => {
    let alive = true
    const list = signature ? signature.split('|') : []
    if (settled(list)) setReady(true)
    else {
      setReady(false)
      void loadDiyModules(list).then(() => {
        if (alive) setReady(true)
      })
    }
    return () => {
      alive = false
    }
  }, [signature])
  return ready
}
