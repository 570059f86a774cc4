// Demo data of the shop plugin: three shops (one per data_model) selling goods of the seeded catalogue,
// each with licence, navigation, goods categories and service contacts; a design page; a merchant account
// that verifies pickup codes; pickup orders to verify. Runs once, when the plugin's row is created.
import type { Database } from 'better-sqlite3'
import { hashPassword } from '../../core/auth'
import { all, one, run } from '../../db'
import { bannerSvg, iconSvg, writeStatic } from '../../db/seed/svg'
import { newOrderNo } from '../../services/order/orders'
import type { StoredRow } from './layout'

/** The merchant account of the first shop (it verifies that shop's pickup codes) and the pickup shopper. */
export const SHOP_STAFF = { username: 'shopkeeper', password: 'shopkeeper123' }
export const PICKUP_BUYER = { username: 'shopbuyer', password: 'shopbuyer123' }
/** Pickup codes of the seeded orders: of shop 1 (ready), of shop 2 (ready), of shop 1 (already picked up). */
export const PICKUP_CODES = { shop1: '20261001', shop2: '20262002', shop1Done: '20261009' } as const

function licenceSvg(name: string): string {
  const safe = name.replace(/[<>&"']/g, '')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="420" viewBox="0 0 600 420">
<rect width="600" height="420" fill="#fffaf0" stroke="#c9a96b" stroke-width="12"/>
<text x="300" y="90" text-anchor="middle" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="40" font-weight="bold" fill="#a0522d">营业执照</text>
<text x="80" y="170" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="24" fill="#333">名称：${safe}</text>
<text x="80" y="220" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="24" fill="#333">类型：有限责任公司</text>
<text x="80" y="270" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="24" fill="#333">经营范围：化妆品销售</text>
<circle cx="470" cy="330" r="56" fill="none" stroke="#d7263d" stroke-width="6"/>
<text x="470" y="340" text-anchor="middle" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="22" fill="#d7263d">演示专用</text>
</svg>
`
}

/** A QR-like square pattern (the demo's contact codes are pictures only). */
function qrSvg(label: string, color: string): string {
  const cells: string[] = []
  for (let y = 0; y < 21; y++)
    for (let x = 0; x < 21; x++) {
      const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13)
      const on = finder ? x % 6 === 0 || y % 6 === 0 || (x % 7 > 1 && x % 7 < 5 && y % 7 > 1 && y % 7 < 5) : (x * 7 + y * 13 + x * y) % 3 === 0
      if (on) cells.push(`<rect x="${20 + x * 12}" y="${20 + y * 12}" width="12" height="12"/>`)
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="292" height="330" viewBox="0 0 292 330"><rect width="292" height="330" fill="#fff"/><g fill="${color}">${cells.join('')}</g>
<text x="146" y="312" text-anchor="middle" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="20" fill="#333">${label}</text></svg>
`
}

interface CategorySeed {
  name: string
  goods?: number[]
  children?: Array<{ name: string; goods: number[] }>
}

interface ShopSeed {
  key: string
  name: string
  category: string
  describe: string
  colors: [string, string]
  dataModel: 0 | 1 | 2
  score: number
  icons: string[]
  service: { qq?: string; tel?: string; weixin?: boolean; line?: boolean; openWeek: number; closeWeek: number; open: string; close: string }
  goods: number[]
  categories: CategorySeed[]
}

const SHOPS: ShopSeed[] = [
  {
    key: 'colour',
    name: '悦色彩妆旗舰店',
    category: '彩妆',
    describe: '悦色品牌官方旗舰店，潮流彩妆一站购齐',
    colors: ['#ff7aa2', '#e93a6b'],
    dataModel: 0,
    score: 4.9,
    icons: ['正品', '旗舰'],
    service: { qq: '800123456', tel: '400-800-1234', weixin: true, openWeek: 1, closeWeek: 7, open: '09:00', close: '21:00' },
    goods: [1, 6, 7, 8, 29, 30, 31],
    categories: [
      {
        name: '唇妆',
        children: [
          { name: '口红', goods: [1] },
          { name: '唇釉', goods: [29] },
        ],
      },
      {
        name: '底妆',
        children: [
          { name: '粉底', goods: [6] },
          { name: '气垫', goods: [30] },
        ],
      },
      { name: '眼妆', goods: [7, 8, 31] },
    ],
  },
  {
    key: 'hair',
    name: '海盐之境洗护馆',
    category: '洗护',
    describe: '海洋矿物洗护，头皮与发丝的清爽之选',
    colors: ['#4fc3f7', '#0277bd'],
    dataModel: 1,
    score: 4.8,
    icons: ['正品'],
    service: { tel: '400-800-5678', openWeek: 1, closeWeek: 5, open: '10:00', close: '18:00' },
    goods: [11, 12, 13, 34, 35],
    categories: [
      { name: '洗发', goods: [11, 34] },
      { name: '护发', goods: [12, 35] },
      { name: '造型', goods: [13] },
    ],
  },
  {
    key: 'tools',
    name: '匠心美器工具店',
    category: '工具',
    describe: '专业美妆工具与美容仪器',
    colors: ['#b39ddb', '#5e35b1'],
    dataModel: 2,
    score: 5,
    icons: ['正品', '新店'],
    service: { qq: '800654321', line: true, openWeek: 1, closeWeek: 6, open: '09:30', close: '20:30' },
    goods: [19, 20, 21, 39, 40],
    categories: [
      { name: '化妆刷具', goods: [19, 40] },
      { name: '美妆蛋', goods: [20] },
      { name: '美容仪器', goods: [21, 39] },
    ],
  },
]

/** Directory tabs; the last one has no shop yet (an empty tab). */
const DIRECTORY = ['彩妆', '洗护', '工具', '香氛']

/** A user of the demo who can log in (the merchant, the pickup shopper); existing ones are kept. */
function ensureUser(db: Database, username: string, password: string, nickname: string, now: number): number {
  const existing = one<{ id: number }>(db, 'SELECT id FROM users WHERE username = ?', username)
  if (existing) return existing.id
  const { hash, salt } = hashPassword(password)
  return Number(
    run(
      db,
      "INSERT INTO users (username, nickname, pwd, salt, platform, add_time, upd_time) VALUES (?, ?, ?, ?, 'h5', ?, ?)",
      username,
      nickname,
      hash,
      salt,
      now,
      now,
    ).lastInsertRowid,
  )
}

/** Goods of the seeded catalogue that exist (a trimmed catalogue seeds fewer). */
function existingGoods(db: Database, ids: number[]): number[] {
  return ids.filter((id) => one(db, 'SELECT 1 FROM goods WHERE id = ?', id))
}

function seedCategories(db: Database, shopId: number, categories: CategorySeed[]): Map<string, number> {
  const ids = new Map<string, number>()
  const insert = (name: string, pid: number, sort: number) =>
    Number(run(db, 'INSERT INTO shop_goods_categories (shop_id, pid, name, sort) VALUES (?, ?, ?, ?)', shopId, pid, name, sort).lastInsertRowid)
  const link = (categoryId: number, goods: number[]) => {
    for (const goodsId of existingGoods(db, goods))
      run(db, 'INSERT OR IGNORE INTO shop_goods_category_links (goods_id, category_id) VALUES (?, ?)', goodsId, categoryId)
  }
  categories.forEach((category, sort) => {
    const id = insert(category.name, 0, sort)
    ids.set(category.name, id)
    link(id, category.goods ?? [])
    category.children?.forEach((child, childSort) => {
      const childId = insert(child.name, id, childSort)
      ids.set(child.name, childId)
      link(childId, child.goods)
    })
  })
  return ids
}

function seedNavigation(db: Database, shopId: number, links: Array<{ name: string; url: string; items?: Array<{ name: string; url: string }> }>) {
  links.forEach((link, sort) => {
    const id = Number(run(db, 'INSERT INTO shop_navigations (shop_id, name, url, sort) VALUES (?, ?, ?, ?)', shopId, link.name, link.url, sort).lastInsertRowid)
    link.items?.forEach((item, itemSort) =>
      run(db, 'INSERT INTO shop_navigations (shop_id, pid, name, url, sort) VALUES (?, ?, ?, ?, ?)', shopId, id, item.name, item.url, itemSort),
    )
  })
}

function seedFloors(db: Database, shopId: number, floors: Array<{ title: string; vice: string; keywords: string; style: number; goods: number[] }>) {
  floors.forEach((floor, sort) => {
    const id = Number(
      run(
        db,
        'INSERT INTO shop_floors (shop_id, title, vice_title, keywords, style_type, sort) VALUES (?, ?, ?, ?, ?, ?)',
        shopId,
        floor.title,
        floor.vice,
        floor.keywords,
        floor.style,
        sort,
      ).lastInsertRowid,
    )
    existingGoods(db, floor.goods).forEach((goodsId, goodsSort) =>
      run(db, 'INSERT INTO shop_floor_goods (floor_id, goods_id, sort) VALUES (?, ?, ?)', id, goodsId, goodsSort),
    )
  })
}

function toolsLayout(shopId: number, goods: number[]): StoredRow[] {
  const banner = writeStatic(
    'plugins/shop/tools-layout-banner.svg',
    bannerSvg({ title: '匠心美器', subtitle: '好工具 成就好妆容', colors: ['#b39ddb', '#5e35b1'] }),
  )
  const left = writeStatic('plugins/shop/tools-layout-brush.svg', bannerSvg({ title: '刷具专区', subtitle: '柔软不吃粉', colors: ['#ce93d8', '#8e24aa'] }))
  const right = writeStatic('plugins/shop/tools-layout-device.svg', bannerSvg({ title: '美容仪器', subtitle: '居家焕颜', colors: ['#9fa8da', '#3949ab'] }))
  const search = `/pages/plugins/shop/search/search?shop_id=${shopId}`
  return [
    { value: '12', columns: [[{ type: 'images', images: banner, url: search }]] },
    { value: '12', columns: [[{ type: 'title', title: '人气工具', title_vice: '回购率最高的好物', title_more: '更多', title_more_url: search }]] },
    { value: '12', columns: [[{ type: 'goods', style: 'grid', goods_ids: goods.slice(0, 4) }]] },
    {
      value: '6:6',
      columns: [
        [{ type: 'images', images: left, url: `${search}&keywords=${encodeURIComponent('刷')}` }],
        [{ type: 'images', images: right, url: `${search}&keywords=${encodeURIComponent('美容仪')}` }],
      ],
    },
    { value: '12', columns: [[{ type: 'goods', style: 'rolling', goods_ids: goods }]] },
  ]
}

function designLayout(shopId: number, goods: number[]): StoredRow[] {
  const slides = [1, 2, 3].map((n) =>
    writeStatic(`plugins/shop/tools-design-${n}.svg`, bannerSvg({ title: `新品第${n}波`, subtitle: '限时尝鲜价', colors: ['#80cbc4', '#00897b'] })),
  )
  return [
    { value: '12', columns: [[{ type: 'title', title: '新品专题', title_vice: '本季上新', title_more: '', title_more_url: '' }]] },
    {
      value: '12',
      columns: [
        [{ type: 'many-images', style: 'routine', items: slides.map((images) => ({ images, url: `/pages/plugins/shop/search/search?shop_id=${shopId}` })) }],
      ],
    },
    { value: '12', columns: [[{ type: 'goods', style: 'leftright', goods_ids: goods }]] },
  ]
}

/** Paid self-pickup orders of the pickup shopper, waiting at the shop (one already picked up). */
function seedPickupOrders(db: Database, buyerId: number, shopGoods: Record<string, number[]>, date: Date) {
  const now = Math.floor(date.getTime() / 1000)
  const orders: Array<{ code: string; goods: number[]; status: number; minutesAgo: number }> = [
    { code: PICKUP_CODES.shop1, goods: shopGoods.colour.slice(0, 2), status: 2, minutesAgo: 90 },
    { code: PICKUP_CODES.shop2, goods: shopGoods.hair.slice(0, 1), status: 2, minutesAgo: 60 },
    { code: PICKUP_CODES.shop1Done, goods: shopGoods.colour.slice(2, 3), status: 4, minutesAgo: 3 * 1440 },
  ]
  for (const order of orders) {
    const lines = order.goods
      .map((id) =>
        one<{ id: number; title: string; images: string; min_price: number; original_price: string }>(
          db,
          'SELECT id, title, images, min_price, original_price FROM goods WHERE id = ?',
          id,
        ),
      )
      .filter((g): g is NonNullable<typeof g> => Boolean(g))
    if (!lines.length) continue
    const time = now - order.minutesAgo * 60
    const total = lines.reduce((sum, g) => sum + Math.round(g.min_price * 100), 0) / 100
    const done = order.status === 4 ? time + 3600 : 0
    const orderId = Number(
      run(
        db,
        `INSERT INTO orders (order_no, user_id, payment_id, status, pay_status, buy_number_count, price, total_price, pay_price, client_type, order_model,
         extraction_code, pay_time, confirm_time, delivery_time, collect_time, add_time, upd_time)
         VALUES (?, ?, 2, ?, 1, ?, ?, ?, ?, 'h5', 2, ?, ?, ?, ?, ?, ?, ?)`,
        newOrderNo(new Date(time * 1000)),
        buyerId,
        order.status,
        lines.length,
        total,
        total,
        total,
        order.code,
        time,
        time,
        done,
        done,
        time,
        time,
      ).lastInsertRowid,
    )
    for (const g of lines) {
      run(
        db,
        `INSERT INTO order_details (user_id, order_id, goods_id, title, images, original_price, price, total_price, buy_number, add_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
        buyerId,
        orderId,
        g.id,
        g.title,
        g.images,
        Number(g.original_price) || 0,
        g.min_price,
        g.min_price,
        time,
      )
    }
  }
}

export function seedShops(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  const directory = new Map<string, number>()
  DIRECTORY.forEach((name, sort) =>
    directory.set(name, Number(run(db, 'INSERT INTO shop_categories (name, sort, add_time) VALUES (?, ?, ?)', name, sort, now).lastInsertRowid)),
  )
  const staffId = ensureUser(db, SHOP_STAFF.username, SHOP_STAFF.password, '悦色店长', now)
  const buyerId = ensureUser(db, PICKUP_BUYER.username, PICKUP_BUYER.password, '到店自提顾客', now)
  const icon = (label: string) =>
    writeStatic(
      `plugins/shop/icon-${label === '正品' ? 'genuine' : label === '旗舰' ? 'flagship' : 'new'}.svg`,
      iconSvg({ label, colors: ['#ffb74d', '#f57c00'], size: 64 }),
    )
  const shopGoods: Record<string, number[]> = {}

  SHOPS.forEach((seed, sort) => {
    const logo = writeStatic(`plugins/shop/${seed.key}-logo.svg`, iconSvg({ label: seed.name.slice(0, 2), colors: seed.colors }))
    const logoLong = writeStatic(
      `plugins/shop/${seed.key}-logo-long.svg`,
      bannerSvg({ title: seed.name, subtitle: seed.describe.slice(0, 14), colors: seed.colors }),
    )
    const licence = writeStatic(`plugins/shop/${seed.key}-licence.svg`, licenceSvg(seed.name))
    const weixin = seed.service.weixin ? writeStatic(`plugins/shop/${seed.key}-weixin.svg`, qrSvg('微信扫码咨询', '#07c160')) : ''
    const line = seed.service.line ? writeStatic(`plugins/shop/${seed.key}-line.svg`, qrSvg('LINE 扫码咨询', '#06c755')) : ''
    const shopId = Number(
      run(
        db,
        `INSERT INTO shops (user_id, category_id, name, logo, logo_long, describe, icons, data_model, score, service_qq, service_tel,
         service_weixin_qrcode, service_line_qrcode, open_week, close_week, open_time, close_time, license_images, seo_title, seo_desc, sort, add_time, upd_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        sort === 0 ? staffId : 0,
        directory.get(seed.category) ?? 0,
        seed.name,
        logo,
        logoLong,
        seed.describe,
        JSON.stringify(seed.icons.map((name) => ({ name, icon: icon(name) }))),
        seed.dataModel,
        seed.score,
        seed.service.qq ?? '',
        seed.service.tel ?? '',
        weixin,
        line,
        seed.service.openWeek,
        seed.service.closeWeek,
        seed.service.open,
        seed.service.close,
        JSON.stringify([licence]),
        seed.name,
        seed.describe,
        sort,
        now,
        now,
      ).lastInsertRowid,
    )
    const goods = existingGoods(db, seed.goods)
    shopGoods[seed.key] = goods
    for (const goodsId of goods) run(db, 'UPDATE goods SET shop_id = ? WHERE id = ?', shopId, goodsId)
    const categories = seedCategories(db, shopId, seed.categories)
    const search = `/pages/plugins/shop/search/search?shop_id=${shopId}`
    const firstCategories = seed.categories.map((c) => ({ name: c.name, url: `${search}&category_id=${categories.get(c.name)}` }))
    // The layout shop also has a design page, offered in its navigation.
    let designId = 0
    if (seed.dataModel === 2) {
      run(db, 'UPDATE shops SET layout_config = ? WHERE id = ?', JSON.stringify(toolsLayout(shopId, goods)), shopId)
      designId = Number(
        run(
          db,
          'INSERT INTO shop_designs (shop_id, name, logo, seo_title, seo_desc, is_header, is_footer, config, add_time, upd_time) VALUES (?, ?, ?, ?, ?, 1, 1, ?, ?, ?)',
          shopId,
          '匠心美器 新品专题',
          logo,
          '匠心美器 新品专题',
          '本季新品工具一览',
          JSON.stringify(designLayout(shopId, goods)),
          now,
          now,
        ).lastInsertRowid,
      )
    }
    seedNavigation(db, shopId, [
      { name: '全部商品', url: search },
      { name: '商品分类', url: '', items: firstCategories },
      ...(designId ? [{ name: '新品专题', url: `/pages/plugins/shop/design/design?id=${designId}` }] : []),
      { name: '店铺资质', url: `/pages/plugins/shop/license/license?id=${shopId}` },
    ])

    if (seed.dataModel === 1) {
      const slides = [
        { title: '头皮清爽季', subtitle: '洗发水第二件半价' },
        { title: '柔顺修护', subtitle: '护发精油新品上市' },
      ]
      slides.forEach((slide, slideSort) => {
        const images = writeStatic(`plugins/shop/${seed.key}-slide-${slideSort + 1}.svg`, bannerSvg({ ...slide, colors: seed.colors }))
        run(db, 'INSERT INTO shop_sliders (shop_id, name, images, url, sort) VALUES (?, ?, ?, ?, ?)', shopId, slide.title, images, search, slideSort)
      })
      seedFloors(db, shopId, [
        { title: '洗发专区', vice: '控油蓬松 头皮净澈', keywords: '洗发水,控油', style: 1, goods: [11, 34] },
        { title: '护发专区', vice: '修护分叉 柔顺丝滑', keywords: '护发', style: 0, goods: [12, 35] },
        { title: '造型专区', vice: '自然定型', keywords: '', style: 2, goods: [13, 11, 12] },
      ])
    }
  })

  // The demo shopper already keeps the washing shop among the favourites.
  const demo = one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'demo'")
  const hairShop = all<{ id: number }>(db, 'SELECT id FROM shops WHERE data_model = 1 LIMIT 1')[0]
  if (demo && hairShop) run(db, 'INSERT OR IGNORE INTO shop_favors (shop_id, user_id, add_time) VALUES (?, ?, ?)', hairShop.id, demo.id, now - 86400)

  seedPickupOrders(db, buyerId, shopGoods, date)
}
