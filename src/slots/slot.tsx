import { observable, runInAction } from 'mobx'
import { observer } from 'mobx-react-lite'
import { Fragment, type ComponentType } from 'react'
import { fillsPending, fillsSettled } from './fills-pending'

export { fillsSettled, loadFills } from './fills-pending'

/**
 * Plugin slots: a core page draws a named place (`<Slot slot={...} props={...} />`) and the plugins that
 * registered an embed for it fill it, so the page never names a plugin. See docs/CONTRIBUTING-PAGES.md.
 */
export interface Embed<P> {
  /** The plugin that owns the embed; with `key`, its identity in the slot (registering it again replaces it). */
  plugin: string
  key?: string
  /** Place in the slot, lower first; equal places go by plugin name, so the import order never matters. */
  order: number
  /** Draws the embed; it checks `app.isPluginEnabled(...)` itself and renders nothing when its plugin is off. */
  component: ComponentType<P>
  /** Optional cheap test (no hooks) that the embed has something to show for these props; see `slotHas`. */
  when?: (props: P) => boolean
}

export interface SlotDef<P> {
  readonly name: string
  /**
   * Registered embeds in drawing order (observable). While plugin embeds are still loading (web build,
   * see `loadFills`) it ends with a placeholder that draws nothing and never settles, so a host that
   * waits for every embed (home's floors) waits for those too.
   */
  readonly embeds: ReadonlyArray<Embed<P>>
}

interface MutableSlot<P> extends SlotDef<P> {
  readonly registered: { get(): ReadonlyArray<Embed<P>>; set(embeds: ReadonlyArray<Embed<P>>): void }
}

const STILL_LOADING: Embed<object> = { plugin: '', key: 'still-loading', order: Infinity, component: () => null, when: () => false }

/** Declares a slot and the props each of its embeds receives. */
export function defineSlot<P extends object>(name: string): SlotDef<P> {
  const registered = observable.box<ReadonlyArray<Embed<P>>>([], { deep: false })
  const slot: MutableSlot<P> = {
    name,
    registered,
    get embeds() {
      const embeds = registered.get()
      return fillsPending() ? [...embeds, STILL_LOADING as Embed<P>] : embeds
    },
  }
  return slot
}

const idOf = (embed: { plugin: string; key?: string }) => `${embed.plugin}:${embed.key ?? ''}`

/** A plugin fills a slot (at import time of its embeds module). */
export function registerEmbed<P>(slot: SlotDef<P>, embed: Embed<P>): void {
  const { registered } = slot as MutableSlot<P>
  const id = idOf(embed)
  const kept = registered.get().filter((e) => idOf(e) !== id)
  kept.push(embed)
  kept.sort((a, b) => a.order - b.order || (idOf(a) < idOf(b) ? -1 : 1))
  runInAction(() => registered.set(kept))
}

/** The embeds that would draw for these props (all of them, less those whose `when` says no). */
export function embedsFor<P>(slot: SlotDef<P>, props: P): ReadonlyArray<Embed<P>> {
  return slot.embeds.filter((embed) => !embed.when || embed.when(props))
}

/** Whether any embed has something to show, for a host that draws a frame around the slot only then. */
export function slotHas<P>(slot: SlotDef<P>, props: P): boolean {
  return embedsFor(slot, props).length > 0
}

/**
 * Embeds in the order a server set by plugin name (home's `plugins_sort_list`): named plugins first, in
 * that order; the others after them in their own order.
 */
export function orderedByPlugin<P>(embeds: ReadonlyArray<Embed<P>>, order?: readonly string[]): ReadonlyArray<Embed<P>> {
  if (!order?.length) return embeds
  const rank = (embed: Embed<P>) => {
    const at = order.indexOf(embed.plugin)
    return at < 0 ? order.length : at
  }
  return [...embeds].sort((a, b) => rank(a) - rank(b))
}

/**
 * Draws a slot's embeds in order, each with the slot's props. Nothing at all when none is registered.
 * `order` (plugin names) puts the embeds in the server's order instead of their registered places.
 */
export const Slot = observer(function Slot<P extends object>({ slot, props, order }: { slot: SlotDef<P>; props: P; order?: readonly string[] }) {
  const embeds = orderedByPlugin(embedsFor(slot, props), order)
  if (!embeds.length) return null
  return (
    <>
      {embeds.map((embed) => {
        const Embedded = embed.component
        return (
          <Fragment key={idOf(embed)}>
            <Embedded {...props} />
          </Fragment>
        )
      })}
    </>
  )
}) as <P extends object>(props: { slot: SlotDef<P>; props: P; order?: readonly string[] }) => JSX.Element | null

/** A slot of data rather than drawings (the user centre's plugin grid): the host draws the items itself. */
interface ListEntry<T> {
  plugin: string
  order: number
  item: T
}

export interface ListSlot<T> {
  readonly name: string
  /** Observable: a host that draws the items redraws when a plugin's arrive (web build). */
  readonly entries: ReadonlyArray<ListEntry<T>>
}

interface MutableList<T> extends ListSlot<T> {
  readonly registered: { get(): ReadonlyArray<ListEntry<T>>; set(entries: ReadonlyArray<ListEntry<T>>): void }
}

export function defineList<T>(name: string): ListSlot<T> {
  const registered = observable.box<ReadonlyArray<ListEntry<T>>>([], { deep: false })
  const list: MutableList<T> = {
    name,
    registered,
    get entries() {
      return registered.get()
    },
  }
  return list
}

/** A plugin adds its item to a list slot; same ordering and replacing rules as `registerEmbed`. */
export function registerItem<T>(list: ListSlot<T>, entry: ListEntry<T>): void {
  const { registered } = list as MutableList<T>
  const kept = registered.get().filter((e) => e.plugin !== entry.plugin)
  kept.push(entry)
  kept.sort((a, b) => a.order - b.order || (a.plugin < b.plugin ? -1 : 1))
  runInAction(() => registered.set(kept))
}

/** The items of a list slot in order, each with the plugin that added it. */
export function listItems<T>(list: ListSlot<T>): Array<T & { plugin: string }> {
  return list.entries.map((e) => ({ ...e.item, plugin: e.plugin }))
}

/**
 * Guards: checks a plugin runs before a core page goes on (submitting the order, settling the cart). A guard
 * answers true to let the page go on, or false to stop it: it has told the shopper why (a field marked red and
 * a message), or taken them somewhere else itself. Like embeds, a guard checks that its plugin is on.
 */
export interface Guard<P> {
  plugin: string
  /** Lower runs first; the first guard that says no stops the rest. */
  order: number
  check: (props: P) => boolean | Promise<boolean>
}

export interface GuardList<P> {
  readonly name: string
  readonly guards: ReadonlyArray<Guard<P>>
}

export function defineGuards<P>(name: string): GuardList<P> {
  return { name, guards: [] }
}

/** A plugin adds its guard (at import time of its embeds module); registering again replaces it. */
export function registerGuard<P>(list: GuardList<P>, guard: Guard<P>): void {
  const mutable = list as { name: string; guards: ReadonlyArray<Guard<P>> }
  mutable.guards = [...list.guards.filter((g) => g.plugin !== guard.plugin), guard].sort((a, b) => a.order - b.order || (a.plugin < b.plugin ? -1 : 1))
}

/**
 * Runs the guards in order; true when every one lets the page go on. A guard that fails outright stops it
 * too. On the web the plugins' guards may still be loading with their embeds: they are waited for first.
 */
export async function passesGuards<P>(list: GuardList<P>, props: P): Promise<boolean> {
  await fillsSettled()
  for (const guard of list.guards) {
    try {
      if (!(await guard.check(props))) return false
    } catch (error) {
      console.warn(`[guard] ${list.name} (${guard.plugin}):`, error)
      return false
    }
  }
  return true
}
