import { makeAutoObservable, runInAction } from 'mobx'
import type { Region } from '@/api/region'
import type { ApiResult } from '@/api/types'

/** The three levels the picker walks through: province → city → district (api-core 2.5). */
export const REGION_LEVELS = 3

export interface RegionPart {
  id: number
  name: string
}

/** What the picker hands back; county is empty (id 0) when a city has no districts. */
export interface RegionValue {
  province: RegionPart
  city: RegionPart
  county: RegionPart
}

export const EMPTY_REGION: RegionValue = { province: { id: 0, name: '' }, city: { id: 0, name: '' }, county: { id: 0, name: '' } }

export function regionValueText(value: RegionValue): string {
  return [value.province.name, value.city.name, value.county.name].filter(Boolean).join(' ')
}

export type RegionLoader = (pid: number) => Promise<ApiResult<Region[]>>

/**
 * The picker's data flow: column 0 loads with pid 0; choosing a node with children (is_son) loads
 * the next column with its id as pid; choosing a leaf completes the value. Deeper choices are
 * dropped whenever a shallower one changes.
 */
export class RegionPickerModel {
  columns: Region[][] = []
  selected: Array<Region | null> = []
  /** The column on show (the tab the shopper is on). */
  level = 0
  loading = false
  error = ''
  private ticket = 0

  constructor(private readonly load: RegionLoader) {
    makeAutoObservable<RegionPickerModel, 'load' | 'ticket'>(this, { load: false, ticket: false })
  }

  get complete(): boolean {
    const last = this.lastSelected()
    return Boolean(last && (!last.hasChildren || this.selected.length >= REGION_LEVELS))
  }

  get value(): RegionValue {
    const part = (r: Region | null | undefined): RegionPart => (r ? { id: r.id, name: r.name } : { id: 0, name: '' })
    return { province: part(this.selected[0]), city: part(this.selected[1]), county: part(this.selected[2]) }
  }

  private lastSelected(): Region | null {
    for (let i = this.selected.length - 1; i >= 0; i--) if (this.selected[i]) return this.selected[i]
    return null
  }

  /** Load column `level` from `pid`; false when the call failed (error set). */
  async loadColumn(level: number, pid: number): Promise<boolean> {
    const mine = ++this.ticket
    this.loading = true
    this.error = ''
    const result = await this.load(pid)
    if (mine !== this.ticket) return false // a newer choice superseded this load
    runInAction(() => {
      this.loading = false
      if (result.ok) {
        this.columns = [...this.columns.slice(0, level), result.data]
        this.level = level
      } else {
        this.error = result.msg
      }
    })
    return result.ok
  }

  /** Start over from the provinces, then walk down to an existing value (edit forms). */
  async open(initial?: RegionValue): Promise<void> {
    this.selected = []
    this.columns = []
    if (!(await this.loadColumn(0, 0))) return
    const ids = initial ? [initial.province.id, initial.city.id, initial.county.id] : []
    for (let level = 0; level < REGION_LEVELS && ids[level]; level++) {
      const node = this.columns[level]?.find((r) => r.id === ids[level])
      if (!node) break
      const advanced = await this.choose(level, node)
      if (!advanced) break
    }
  }

  /** Choose a node; resolves true when a next column was opened. */
  async choose(level: number, region: Region): Promise<boolean> {
    this.selected = [...this.selected.slice(0, level), region]
    this.columns = this.columns.slice(0, level + 1)
    if (region.hasChildren && level + 1 < REGION_LEVELS) return this.loadColumn(level + 1, region.id)
    this.level = level
    return false
  }

  /** Tap on a tab: show that column again (its choice stays until another is made). */
  showLevel(level: number): void {
    if (this.columns[level]) this.level = level
  }

  /** Retry the column that failed. */
  async retry(): Promise<void> {
    const parent = this.level > 0 ? this.selected[this.level - 1] : null
    const level = this.columns.length === 0 ? 0 : this.level + (this.selected[this.level] ? 1 : 0)
    await this.loadColumn(level, level === 0 ? 0 : ((this.selected[level - 1] ?? parent)?.id ?? 0))
  }
}
