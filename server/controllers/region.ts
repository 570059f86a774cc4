// region/*: the province → city → district tree used by the address picker.
import { registerController, ok, ApiError, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { optionalInt } from '../core/validate'
import { all, one } from '../db'
import { coordinate, regionChildren, type RegionRow } from '../services/address/regions'

defineMessages({
  'region.code_required': { zh: '地区编码不能为空', en: 'Region code cannot be empty' },
  'region.code_not_found': { zh: '地区编码不存在', en: 'Region code does not exist' },
})

const childIdsSql = 'SELECT DISTINCT pid FROM regions WHERE is_enable = 1 AND pid > 0'

/** Which region ids have children, read once per request (the tree is small). */
function parentIds(ctx: Ctx): Set<number> {
  return new Set(all<{ pid: number }>(ctx.db, childIdsSql).map((r) => r.pid))
}

function regionItem(row: RegionRow, parents: Set<number>) {
  return {
    id: row.id,
    pid: row.pid,
    name: row.name,
    level: row.level,
    letters: '',
    code: row.code,
    lng: coordinate(0),
    lat: coordinate(0),
    sort: row.sort,
    is_enable: row.is_enable,
    is_son: parents.has(row.id) ? 'ok' : 'no',
  }
}

function index(ctx: Ctx) {
  const pid = optionalInt(ctx, 'pid', 0, 0, 2_147_483_647)
  const parents = parentIds(ctx)
  return ok(regionChildren(ctx.db, pid).map((row) => regionItem(row, parents)))
}

interface TreeNode {
  id: number
  pid?: number
  name: string
  level: number
  letters: string
  code: string
  lng: string
  lat: string
  is_son: string
  items?: TreeNode[]
}

/** The whole tree; nested levels omit pid like ShopXO's region/all. */
function all_(ctx: Ctx) {
  const rows = all<RegionRow>(ctx.db, 'SELECT * FROM regions WHERE is_enable = 1 ORDER BY level, sort, id')
  const byParent = new Map<number, RegionRow[]>()
  for (const row of rows) byParent.set(row.pid, [...(byParent.get(row.pid) ?? []), row])
  const build = (row: RegionRow, top: boolean): TreeNode => {
    const children = byParent.get(row.id) ?? []
    const node: TreeNode = {
      id: row.id,
      name: row.name,
      level: row.level,
      letters: '',
      code: row.code,
      lng: coordinate(0),
      lat: coordinate(0),
      is_son: children.length ? 'ok' : 'no',
    }
    if (top) node.pid = row.pid
    if (children.length) node.items = children.map((child) => build(child, false))
    return node
  }
  return ok((byParent.get(0) ?? []).map((row) => build(row, true)))
}

/** region/codedata: resolve an administrative code to its province/city/county ids and names. */
function codedata(ctx: Ctx) {
  const code = typeof ctx.params.code === 'string' || typeof ctx.params.code === 'number' ? String(ctx.params.code).trim() : ''
  if (!code || code.length > 20) throw new ApiError(ctx.t('region.code_required'))
  let row = one<RegionRow>(ctx.db, 'SELECT * FROM regions WHERE code = ? AND is_enable = 1', code)
  if (!row) throw new ApiError(ctx.t('region.code_not_found'))
  const chain: RegionRow[] = []
  while (row) {
    chain.unshift(row)
    row = row.pid ? one<RegionRow>(ctx.db, 'SELECT * FROM regions WHERE id = ?', row.pid) : undefined
  }
  const pick = (level: number) => {
    const hit = chain.find((r) => r.level === level)
    return hit ? { id: hit.id, name: hit.name } : { id: 0, name: '' }
  }
  return ok({ province: pick(1), city: pick(2), county: pick(3) })
}

registerController('region', { index, all: all_, codedata })
