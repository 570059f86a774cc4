// Goods category tree (three levels in the demo data, any depth supported).
import type { Database } from 'better-sqlite3'
import { all } from '../../db'
import type { Ctx } from '../../core/context'

export interface CategoryRow {
  id: number
  pid: number
  name: string
  vice_name: string
  describe: string
  icon: string
  icon_active: string
  realistic_images: string
  big_images: string
  banner_images: string
  bg_color: string
  is_home_recommended: number
  sort: number
}

export function enabledCategories(db: Database): CategoryRow[] {
  return all<CategoryRow>(db, 'SELECT * FROM categories WHERE is_enable = 1 ORDER BY sort, id')
}

export function categoryView(ctx: Ctx, c: CategoryRow) {
  return {
    id: c.id,
    pid: c.pid,
    icon: ctx.img(c.icon),
    icon_active: ctx.img(c.icon_active),
    realistic_images: ctx.img(c.realistic_images),
    name: c.name,
    vice_name: c.vice_name,
    describe: c.describe,
    bg_color: c.bg_color,
    big_images: ctx.img(c.big_images),
    banner_images: c.banner_images ? ctx.img(c.banner_images) : '',
    sort: c.sort,
    is_home_recommended: c.is_home_recommended,
    seo_title: '',
    seo_keywords: '',
    seo_desc: '',
  }
}

type CategoryNode = ReturnType<typeof categoryView> & { items?: CategoryNode[] }

export function categoryTree(ctx: Ctx): CategoryNode[] {
  const rows = enabledCategories(ctx.db)
  const build = (pid: number): CategoryNode[] =>
    rows
      .filter((r) => r.pid === pid)
      .map((r) => {
        const children = build(r.id)
        return children.length ? { ...categoryView(ctx, r), items: children } : categoryView(ctx, r)
      })
  return build(0)
}

/** A category and all its descendants (search by a top-level category finds goods of its children). */
export function categoryWithDescendants(db: Database, id: number): number[] {
  const rows = enabledCategories(db)
  const out = [id]
  for (let i = 0; i < out.length; i++) for (const r of rows) if (r.pid === out[i]) out.push(r.id)
  return out
}
