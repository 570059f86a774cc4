// Inserts categories, brands and goods (with specs, photos, params and generated SVG images).
import type { Database } from 'better-sqlite3'
import { money } from '../../core/format'
import { BRANDS, CATEGORIES, GOODS, LEVEL_THREE, type GoodsDef } from './catalog-data'
import { bannerSvg, iconSvg, productSvg, writeStatic } from './svg'
import { SPEC_KEY_SEPARATOR } from '../../services/goods/specs'
import { GOODS_SERVICES } from '../../services/goods/goods-services'

export interface SeededCatalog {
  categoryIds: Map<string, number>
  goodsIds: number[]
}

/** Every spec combination of the dimensions, in declaration order. */
function combinations(def: GoodsDef): Array<Array<[string, number]>> {
  if (!def.specs || def.specs.length === 0) return [[]]
  return def.specs.reduce<Array<Array<[string, number]>>>((acc, dim) => acc.flatMap((combo) => dim.values.map((v) => [...combo, v])), [[]])
}

const round2 = (n: number) => Math.round(n * 100) / 100

function contentHtml(def: GoodsDef, image: string, categoryName: string): string {
  const params = (def.params ?? []).map(([k, v]) => `<li><strong>${k}</strong>：${v}</li>`).join('')
  return [
    `<h3 style="margin:12px 0;color:#e93a6b;">${def.short}</h3>`,
    `<p style="margin:0 0 12px;line-height:1.8;">${def.simple_desc}。${def.title}，精选${categoryName}好物，专柜同款品质，支持7天无理由退换。</p>`,
    `<p style="margin:0;"><img style="max-width:100%;height:auto;display:block;" src="${image}" alt="${def.short}"/></p>`,
    `<h4 style="margin:16px 0 8px;">产品亮点</h4>`,
    `<ul style="margin:0;padding-left:20px;line-height:1.8;"><li>温和配方，敏感肌也可放心使用</li><li>质地轻盈，吸收迅速</li><li>专业实验室检测，品质可靠</li>${params}</ul>`,
    `<h4 style="margin:16px 0 8px;">使用方法</h4>`,
    `<p style="margin:0 0 12px;line-height:1.8;">取适量均匀涂抹于所需部位，轻轻按摩至吸收。如有不适请停止使用。</p>`,
  ].join('')
}

export function seedCatalog(db: Database, now: number): SeededCatalog {
  const categoryIds = new Map<string, number>()
  const categoryColors = new Map<string, [string, string]>()
  const categoryNames = new Map<string, string>()
  const insertCategory = db.prepare(`INSERT INTO categories (pid, name, vice_name, describe, icon, icon_active, realistic_images, big_images, bg_color,
    is_home_recommended, sort, add_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const setBanner = db.prepare('UPDATE categories SET banner_images = ? WHERE id = ?')
  CATEGORIES.forEach((cat, i) => {
    const icon = writeStatic(`category/${cat.key}.svg`, iconSvg({ label: cat.name.slice(0, 2), colors: cat.colors }))
    const big = writeStatic(
      `category/${cat.key}-big.svg`,
      productSvg({ title: cat.name, subtitle: cat.vice_name, colors: cat.colors, shape: 'bottle', accent: cat.colors[0] }),
    )
    const id = Number(insertCategory.run(0, cat.name, cat.vice_name, cat.describe, icon, icon, icon, big, cat.colors[0], 1, i, now).lastInsertRowid)
    const banner = writeStatic(`category/${cat.key}-banner.svg`, bannerSvg({ title: cat.name, subtitle: cat.vice_name, colors: cat.colors }))
    setBanner.run(banner, id)
    categoryIds.set(cat.key, id)
    categoryColors.set(cat.key, cat.colors)
    categoryNames.set(cat.key, cat.name)
    cat.children.forEach((child, j) => {
      const childIcon = writeStatic(`category/${child.key}.svg`, iconSvg({ label: child.name.slice(0, 2), colors: [cat.colors[1], cat.colors[0]] }))
      const childId = Number(insertCategory.run(id, child.name, '', '', childIcon, '', childIcon, '', '', 1, j, now).lastInsertRowid)
      categoryIds.set(child.key, childId)
      categoryColors.set(child.key, cat.colors)
      categoryNames.set(child.key, child.name)
    })
  })
  // The third level comes after every first and second level, so their ids do not move.
  for (const group of LEVEL_THREE) {
    const parentId = categoryIds.get(group.parent)
    const colors = categoryColors.get(group.parent) ?? ['#ff9a9e', '#fad0c4']
    if (!parentId) continue
    group.children.forEach((child, j) => {
      const icon = writeStatic(`category/${child.key}.svg`, iconSvg({ label: child.name.slice(0, 2), colors: [colors[0], colors[1]] }))
      const childId = Number(insertCategory.run(parentId, child.name, '', '', icon, '', icon, '', '', 0, j, now).lastInsertRowid)
      categoryIds.set(child.key, childId)
      categoryColors.set(child.key, colors)
      categoryNames.set(child.key, child.name)
    })
  }

  // Icons of the goods-detail service promises (services/goods/goods-services.ts).
  const serviceLabels: Record<(typeof GOODS_SERVICES)[number], string> = { genuine: '正', return: '退', shipping: '快' }
  for (const key of GOODS_SERVICES) writeStatic(`goods/service-${key}.svg`, iconSvg({ label: serviceLabels[key], colors: ['#ff9a9e', '#f6416c'] }))

  const insertBrand = db.prepare('INSERT INTO brands (name, logo, describe, sort, add_time) VALUES (?, ?, ?, ?, ?)')
  const brandIds = BRANDS.map((b, i) => {
    const logo = writeStatic(`brand/${i + 1}.svg`, iconSvg({ label: b.name.slice(0, 2), colors: ['#ffffff', '#f3f3f3'], textColor: '#e93a6b' }))
    return Number(insertBrand.run(b.name, logo, b.describe, i, now).lastInsertRowid)
  })

  const insertGoods =
    db.prepare(`INSERT INTO goods (brand_id, title, simple_desc, model, place_origin, inventory, inventory_unit, images, price, min_price, max_price,
    original_price, min_original_price, max_original_price, give_integral, buy_min_number, buy_max_number, is_shelves, is_exhibition, site_type,
    fictitious_goods_value, content_web, photo_count, sales_count, access_count, seo_title, seo_keywords, seo_desc, add_time, upd_time)
    VALUES (@brand_id, @title, @simple_desc, @model, @place_origin, @inventory, @inventory_unit, @images, @price, @min_price, @max_price,
    @original_price, @min_original_price, @max_original_price, @give_integral, @buy_min_number, @buy_max_number, @is_shelves, @is_exhibition, @site_type,
    @fictitious_goods_value, @content_web,
    @photo_count, @sales_count, @access_count, '', @seo_keywords, '', @add_time, @add_time)`)
  const insertLink = db.prepare('INSERT INTO goods_category_links (goods_id, category_id) VALUES (?, ?)')
  const insertPhoto = db.prepare('INSERT INTO goods_photos (goods_id, images, is_show, sort, add_time) VALUES (?, ?, 1, ?, ?)')
  const insertSpecType = db.prepare('INSERT INTO goods_spec_types (goods_id, name, value, sort, add_time) VALUES (?, ?, ?, ?, ?)')
  const insertSpecBase =
    db.prepare(`INSERT INTO goods_spec_base (goods_id, spec_key, price, original_price, inventory, weight, volume, coding, barcode, add_time)
    VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`)
  const insertSpecValue = db.prepare('INSERT INTO goods_spec_values (goods_id, goods_spec_base_id, value, sort, add_time) VALUES (?, ?, ?, ?, ?)')
  const insertParam = db.prepare('INSERT INTO goods_params (goods_id, type, name, value, sort, add_time) VALUES (?, ?, ?, ?, ?, ?)')
  const updateGoodsTotals = db.prepare('UPDATE goods SET inventory = ? WHERE id = ?')

  const goodsIds: number[] = []
  GOODS.forEach((def, index) => {
    const number = index + 1
    const colors = categoryColors.get(def.sub) ?? ['#ff9a9e', '#fad0c4']
    const brandName = BRANDS[def.brand].name
    const image = writeStatic(`goods/${number}.svg`, productSvg({ title: def.short, subtitle: brandName, colors, shape: def.shape, accent: colors[0] }))
    const image2 = writeStatic(
      `goods/${number}-2.svg`,
      productSvg({ title: def.short, subtitle: def.simple_desc.slice(0, 12), colors: [colors[1], colors[0]], shape: def.shape, accent: colors[1] }),
    )
    const combos = combinations(def)
    const prices = combos.map((c) => round2(def.price + c.reduce((s, [, d]) => s + d, 0)))
    const originals = combos.map((c) => round2(def.original + c.reduce((s, [, d]) => s + d, 0)))
    const range = (list: number[]) => {
      const min = Math.min(...list)
      const max = Math.max(...list)
      return { min, max, text: min === max ? money(min) : `${money(min)}-${money(max)}` }
    }
    const p = range(prices)
    const o = range(originals)
    const goodsId = Number(
      insertGoods.run({
        brand_id: brandIds[def.brand],
        title: def.title,
        simple_desc: def.simple_desc,
        model: def.short,
        place_origin: [9, 1, 19, 11][index % 4],
        inventory: 0,
        inventory_unit: def.unit ?? '件',
        images: image,
        price: p.text,
        min_price: p.min,
        max_price: p.max,
        original_price: o.text,
        min_original_price: o.min,
        max_original_price: o.max,
        give_integral: def.giveIntegral ?? 0,
        buy_min_number: def.buyMin ?? 1,
        buy_max_number: def.buyMax ?? 0,
        is_shelves: def.offShelf ? 0 : 1,
        is_exhibition: def.exhibition ? 1 : 0,
        site_type: def.virtualKeys ? 3 : -1,
        fictitious_goods_value: def.virtualKeys ?? '',
        content_web: contentHtml(def, image2, categoryNames.get(def.sub) ?? ''),
        photo_count: 2,
        sales_count: def.sales ?? 0,
        access_count: (def.sales ?? 0) * 7 + 100,
        seo_keywords: [brandName, def.short, categoryNames.get(def.sub) ?? ''].join(','),
        add_time: now - (GOODS.length - index) * 86400,
      }).lastInsertRowid,
    )
    goodsIds.push(goodsId)
    const subId = categoryIds.get(def.sub)
    if (subId) insertLink.run(goodsId, subId)
    insertPhoto.run(goodsId, image, 0, now)
    insertPhoto.run(goodsId, image2, 1, now)
    def.specs?.forEach((dim, i) => insertSpecType.run(goodsId, dim.name, JSON.stringify(dim.values.map(([name]) => ({ name, images: '' }))), i, now))
    let total = 0
    combos.forEach((combo, i) => {
      const values = combo.map(([v]) => v)
      const soldOut = def.soldOutCombos?.includes(values.join('|'))
      const inventory = soldOut ? 0 : (def.stock ?? 200 - (i % 5) * 20)
      total += inventory
      const baseId = Number(
        insertSpecBase.run(
          goodsId,
          values.join(SPEC_KEY_SEPARATOR),
          prices[i],
          originals[i],
          inventory,
          50 + i * 5,
          `SKU${String(number).padStart(3, '0')}-${i + 1}`,
          `69${String(1000000000 + number * 100 + i)}`,
          now,
        ).lastInsertRowid,
      )
      values.forEach((v, sort) => insertSpecValue.run(goodsId, baseId, v, sort, now))
    })
    updateGoodsTotals.run(total, goodsId)
    ;(def.params ?? []).forEach(([name, value], i) => insertParam.run(goodsId, i < 2 ? 0 : 1, name, value, i, now))
    insertParam.run(goodsId, 2, '品牌', brandName, 99, now)
  })
  // Each third-level category takes its share of the parent's goods, in turn.
  for (const group of LEVEL_THREE) {
    const ofParent = GOODS.map((def, i) => ({ def, id: goodsIds[i] })).filter(({ def }) => def.sub === group.parent)
    ofParent.forEach(({ id }, i) => {
      const child = categoryIds.get(group.children[i % group.children.length].key)
      if (child) insertLink.run(id, child)
    })
  }
  return { categoryIds, goodsIds }
}
