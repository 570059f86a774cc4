// brand (api-plugins-2 §3.1): the brand wall, brands grouped by brand category; filtering is client-side.
import type { Database } from 'better-sqlite3'
import { definePlugin } from '../../core/plugins'
import { defineMessages } from '../../core/i18n'
import { ok, type Ctx } from '../../core/router'
import { all, run } from '../../db'
import { iconSvg, writeStatic } from '../../db/seed/svg'

defineMessages({
  'brand.title': { zh: '品牌', en: 'Brands' },
  'brand.seo_desc': { zh: '按分类浏览全部品牌', en: 'Every brand, by category' },
})

interface BrandRow {
  id: number
  name: string
  logo: string
}

function index(ctx: Ctx) {
  const brands = all<BrandRow>(ctx.db, 'SELECT id, name, logo FROM brands WHERE is_enable = 1 ORDER BY sort, id')
  const links = all<{ brand_id: number; brand_category_id: number }>(
    ctx.db,
    'SELECT brand_id, brand_category_id FROM brand_category_links ORDER BY brand_category_id',
  )
  const categories = all<{ id: number; name: string; icon: string }>(
    ctx.db,
    'SELECT id, name, icon FROM brand_categories WHERE is_enable = 1 ORDER BY sort, id',
  )
  return ok({
    base: { seo_title: ctx.t('brand.title'), application_name: ctx.t('brand.title'), seo_desc: ctx.t('brand.seo_desc') },
    // ShopXO sends the category ids of a brand as strings.
    brand_list: brands.map((b) => ({
      id: b.id,
      name: b.name,
      logo: ctx.img(b.logo),
      brand_category_ids: links.filter((l) => l.brand_id === b.id).map((l) => String(l.brand_category_id)),
    })),
    brand_category_list: categories.map((c) => ({ id: c.id, name: c.name, icon: ctx.img(c.icon) })),
  })
}

/** Demo categories over the seeded brands (by position: 0 花间集 ... 7 匠心美器). */
const SEED: Array<{ name: string; brands: number[] }> = [
  { name: '护肤', brands: [0, 1, 2] },
  { name: '彩妆', brands: [3, 7] },
  { name: '香氛', brands: [4] },
  { name: '洗护', brands: [5, 6, 0] },
  { name: '男士', brands: [6] },
]

function seed(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  const brandIds = all<{ id: number }>(db, 'SELECT id FROM brands ORDER BY sort, id').map((b) => b.id)
  SEED.forEach((category, sort) => {
    const icon = writeStatic(`plugins/brand/category-${sort + 1}.svg`, iconSvg({ label: category.name.slice(0, 1), colors: ['#ffd1dc', '#e93a6b'] }))
    const id = Number(run(db, 'INSERT INTO brand_categories (name, icon, sort, add_time) VALUES (?, ?, ?, ?)', category.name, icon, sort, now).lastInsertRowid)
    for (const position of category.brands) {
      const brandId = brandIds[position]
      if (brandId) run(db, 'INSERT OR IGNORE INTO brand_category_links (brand_id, brand_category_id) VALUES (?, ?)', brandId, id)
    }
  })
}

definePlugin({
  name: 'brand',
  baseData: (ctx) => ({ application_name: ctx.t('brand.title') }),
  controls: { index: { index } },
  seed,
})
