import { observable, runInAction } from 'mobx'
import { afterPageLoad } from '@/lib/after-page-load'

/**
 * Web build: the plugin manifests (src/slots/fills/<host>.ts) whose embeds are still on their way. The
 * build turns a manifest's imports into one lazy chunk (config/loaders/lazy-fills.js), fetched when the
 * host's code runs, in parallel with the page's first request; mini-programs and the tests import the
 * embeds with the host, so nothing is ever pending there. Kept apart from slot.tsx so the data hooks
 * (use-remote, use-paged-list) can wait for it without bringing the slot registry into every page.
 */
const pending = observable.box(0)
const failedFills = new Set<() => Promise<unknown>>()
let settling: Promise<void> = Promise.resolve()

/** Whether some manifest is still loading (observable: a slot drawn meanwhile redraws when it lands). */
export function fillsPending(): boolean {
  return pending.get() > 0
}

/**
 * Fetch a manifest's embeds (the chunk registers them when it runs). Called by the manifest as the build
 * rewrote it, when the host's code first runs. A chunk that could not load (offline) is tried again by
 * the next `fillsSettled`.
 */
export function loadFills(load: () => Promise<unknown>): void {
  runInAction(() => pending.set(pending.get() + 1))
  const done = load().then(
    () => failedFills.delete(load),
    () => failedFills.add(load),
  )
  settling = Promise.all([settling, done]).then(() => undefined)
  void done.finally(() => runInAction(() => pending.set(pending.get() - 1)))
}

/**
 * A manifest its page asks for itself, once it has painted (goods detail's cards, home's blocks): kept
 * out of the build's rewrite (config/web-bundle.js), so the first screen never waits for it. The function
 * returned starts the load on its first call (on the web, not before the page's load event: the first
 * screen's largest picture may still be on its way after the first paint) and resolves, each time, when
 * the fills have settled.
 */
export function fillsOnDemand(load: () => Promise<unknown>): () => Promise<void> {
  let started = false
  return () => {
    if (!started) {
      started = true
      loadFills(() => afterPageLoad().then(load))
    }
    return fillsSettled()
  }
}

/**
 * Resolves once no manifest is loading: every embed, list item and guard of the pages opened so far is
 * registered. Manifests that failed to load are tried once more first. A page's first data load waits
 * for it too (alongside its request, not after it), so the embeds are there when the content first
 * draws and nothing moves when they arrive.
 */
export async function fillsSettled(): Promise<void> {
  for (const load of [...failedFills]) {
    failedFills.delete(load)
    loadFills(load)
  }
  await settling
}

/**
 * A page's data request, answered once the fills are in as well (see `fillsSettled`). When nothing is
 * loading (always on mini-programs and in the tests) it is the request itself, not one tick later.
 */
export function withFills<T>(request: Promise<T>): Promise<T> {
  if (pending.get() === 0 && failedFills.size === 0) return request
  return Promise.all([request, fillsSettled()]).then(([answer]) => answer)
}
