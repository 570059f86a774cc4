// Site content: artwork, home banners/navigation/floors, articles, agreements, hot keywords.
import type { Database } from 'better-sqlite3'
import { bannerSvg, iconSvg, tabIconSvg, writeStatic } from './svg'
import type { SeededCatalog } from './catalog'

const THEME = '#e93a6b'

function seedArtwork(): void {
  writeStatic('common/logo.svg', iconSvg({ label: '美妆', colors: ['#f6416c', '#ff9a9e'], size: 160 }))
  writeStatic('common/logo-square.svg', iconSvg({ label: '美', colors: ['#f6416c', '#ff9a9e'], size: 160 }))
  writeStatic('common/warehouse.svg', iconSvg({ label: '仓', colors: ['#4facfe', '#00f2fe'] }))
  writeStatic('express/express.svg', iconSvg({ label: '快递', colors: ['#43cea2', '#185a9d'] }))
  writeStatic('avatar/default.svg', iconSvg({ label: '美', colors: ['#d9d9d9', '#bfbfbf'] }))
  writeStatic('avatar/demo.svg', iconSvg({ label: '小美', colors: ['#ff9a9e', '#f6416c'] }))
  writeStatic('payment/delivery.svg', iconSvg({ label: '货到', colors: ['#f7971e', '#ffd200'] }))
  writeStatic('payment/demopay.svg', iconSvg({ label: '演示', colors: ['#43cea2', '#185a9d'] }))
  for (const kind of ['home', 'category', 'cart', 'user'] as const) {
    writeStatic(`tabbar/${kind}.svg`, tabIconSvg(kind, '#666666'))
    writeStatic(`tabbar/${kind}-active.svg`, tabIconSvg(kind, THEME))
  }
  const quick: Array<[string, string, [string, string]]> = [
    ['category', '分类', ['#FF9933', '#ffd200']],
    ['cart', '购物', ['#f6416c', '#ff9a9e']],
    ['order', '订单', ['#4facfe', '#00f2fe']],
    ['favor', '收藏', ['#a18cd1', '#fbc2eb']],
  ]
  for (const [key, label, colors] of quick) writeStatic(`nav/quick-${key}.svg`, iconSvg({ label, colors }))
}

export function seedContent(db: Database, now: number, catalog: SeededCatalog): void {
  seedArtwork()

  const banners: Array<[string, string, string, [string, string], string]> = [
    ['秋冬护肤季', '修护屏障 满299减50', '/pages/goods-search/goods-search?category_id=' + catalog.categoryIds.get('skin'), ['#f6416c', '#ff9a9e'], '#f6416c'],
    ['新品口红上市', '丝绒哑光 显白不拔干', '/pages/goods-detail/goods-detail?id=1', ['#a18cd1', '#fbc2eb'], '#a18cd1'],
    [
      '香氛节',
      '东方香调 第二件半价',
      '/pages/goods-search/goods-search?category_id=' + catalog.categoryIds.get('fragrance'),
      ['#f7971e', '#ffd200'],
      '#f7971e',
    ],
  ]
  const insertBanner = db.prepare('INSERT INTO banners (name, images_url, event_type, event_value, bg_color, sort, add_time) VALUES (?, ?, 1, ?, ?, ?, ?)')
  banners.forEach(([title, subtitle, link, colors, bg], i) => {
    const image = writeStatic(`banner/${i + 1}.svg`, bannerSvg({ title, subtitle, colors }))
    insertBanner.run(title, image, link, bg, i, now)
  })

  const nav: Array<[string, string, [string, string], number]> = [
    ['护肤', `/pages/goods-search/goods-search?category_id=${catalog.categoryIds.get('skin')}`, ['#ff9a9e', '#fad0c4'], 0],
    ['彩妆', `/pages/goods-search/goods-search?category_id=${catalog.categoryIds.get('makeup')}`, ['#f6416c', '#ffb199'], 0],
    ['香水', `/pages/goods-search/goods-search?category_id=${catalog.categoryIds.get('fragrance')}`, ['#a18cd1', '#fbc2eb'], 0],
    ['洗护', `/pages/goods-search/goods-search?category_id=${catalog.categoryIds.get('hair')}`, ['#43cea2', '#a8e063'], 0],
    ['全部分类', '/pages/goods-category/goods-category', ['#4facfe', '#a1c4fd'], 0],
    ['我的订单', '/pages/user-order/user-order', ['#f7971e', '#ffd200'], 1],
    ['我的收藏', '/pages/user-favor/user-favor', ['#606c88', '#3f4c6b'], 1],
    ['美妆课堂', '/pages/article-category/article-category', ['#2b5876', '#4e4376'], 0],
  ]
  const insertNav = db.prepare(
    'INSERT INTO navigations (name, images_url, event_type, event_value, bg_color, sort, is_need_login, add_time) VALUES (?, ?, 1, ?, ?, ?, ?, ?)',
  )
  nav.forEach(([name, link, colors, needLogin], i) => {
    const icon = writeStatic(`nav/${i + 1}.svg`, iconSvg({ label: name.slice(0, 2), colors }))
    insertNav.run(name, icon, link, '', i, needLogin, now)
  })

  // Home floors: one per main category, showing its best sellers.
  const insertFloor = db.prepare('INSERT INTO home_floors (category_id, name, vice_name, describe, bg_color, sort) VALUES (?, ?, ?, ?, ?, ?)')
  const insertFloorGoods = db.prepare('INSERT INTO home_floor_goods (floor_id, goods_id, sort) VALUES (?, ?, ?)')
  ;['skin', 'makeup', 'fragrance', 'hair'].forEach((key, i) => {
    const categoryId = catalog.categoryIds.get(key) as number
    const category = db.prepare('SELECT name, vice_name, describe FROM categories WHERE id = ?').get(categoryId) as {
      name: string
      vice_name: string
      describe: string
    }
    const floorId = Number(insertFloor.run(categoryId, category.name, category.vice_name, category.describe, '', i).lastInsertRowid)
    const goods = db
      .prepare(
        `SELECT g.id FROM goods g JOIN goods_category_links l ON l.goods_id = g.id JOIN categories c ON c.id = l.category_id
         WHERE (c.id = ? OR c.pid = ?) AND g.is_shelves = 1 ORDER BY g.sales_count DESC LIMIT 6`,
      )
      .all(categoryId, categoryId) as Array<{ id: number }>
    goods.forEach((g, j) => insertFloorGoods.run(floorId, g.id, j))
  })

  const insertArticleCategory = db.prepare('INSERT INTO article_categories (name, sort, add_time) VALUES (?, ?, ?)')
  const guide = Number(insertArticleCategory.run('新手指南', 0, now).lastInsertRowid)
  const school = Number(insertArticleCategory.run('美妆课堂', 1, now).lastInsertRowid)
  const about = Number(insertArticleCategory.run('关于我们', 2, now).lastInsertRowid)
  const insertArticle = db.prepare(
    'INSERT INTO articles (article_category_id, title, title_color, describe, content, images, access_count, is_home_recommended, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const articles: Array<[number, string, string, string, number]> = [
    [
      guide,
      '如何下单购买',
      '',
      '<p>1. 在商品详情页选择规格并点击“立即购买”或“加入购物车”。</p><p>2. 在确认订单页选择收货地址与支付方式，提交订单。</p><p>3. 选择“演示支付”可即时完成付款。</p>',
      1,
    ],
    [guide, '支付方式说明', '', '<p>本商城支持<strong>货到付款</strong>与<strong>演示支付</strong>。演示支付为模拟在线支付，不会产生真实扣款。</p>', 1],
    [guide, '退换货政策', '#e93a6b', '<p>自签收之日起7天内，商品未拆封可申请无理由退换货。已完成订单可在订单详情中发起售后。</p>', 1],
    [
      school,
      '秋冬换季护肤三步走',
      '',
      '<p>换季时皮肤屏障容易受损，建议做好<strong>温和清洁、补水保湿、修护屏障</strong>三步。</p><p>推荐搭配：氨基酸洁面 + 玻尿酸精华 + 修护面霜。</p>',
      1,
    ],
    [school, '新手如何选择口红色号', '', '<p>黄皮可优先选择豆沙色、枫叶红；白皮驾驭正红、玫瑰色更显气色。试色时建议在自然光下观察。</p>', 1],
    [school, '防晒霜的正确用法', '', '<p>出门前15分钟涂抹，用量约一元硬币大小，户外每2小时补涂一次。</p>', 0],
    [about, '关于美妆优选', '', '<p>美妆优选商城是一个演示用的美妆电商，所有商品与品牌均为虚构。</p>', 0],
    [about, '联系我们', '', '<p>客服电话：400-820-8820（演示）</p><p>地址：上海市静安区南京西路1266号</p>', 0],
  ]
  articles.forEach(([categoryId, title, color, content, home], i) => {
    const cover = `/static/banner/${(i % 3) + 1}.svg`
    insertArticle.run(
      categoryId,
      title,
      color,
      content.replace(/<[^>]+>/g, '').slice(0, 60),
      content,
      JSON.stringify([cover]),
      100 + i * 37,
      home,
      now - (10 - i) * 86400,
      now - (10 - i) * 86400,
    )
  })

  const insertAgreement = db.prepare('INSERT INTO agreements (document, name, value, upd_time) VALUES (?, ?, ?, ?)')
  insertAgreement.run(
    'userregister',
    '用户注册协议',
    '<p>欢迎注册美妆优选商城（演示）。注册即表示您同意遵守本站服务条款，妥善保管账号与密码。</p><p>本站为演示环境，数据可能被定期重置。</p>',
    now,
  )
  insertAgreement.run('userprivacy', '隐私政策', '<p>我们仅为完成订单所必需而收集您的手机号、收货地址等信息，不会向第三方出售您的个人信息。</p>', now)
  insertAgreement.run('userlogout', '账号注销协议', '<p>注销账号后，您的订单、积分、收藏等数据将被清除且无法恢复。存在未完成订单时无法注销。</p>', now)

  const insertKeyword = db.prepare('INSERT INTO search_keywords (keyword, sort) VALUES (?, ?)')
  ;['口红', '面膜', '精华', '防晒', '香水', '洗发水'].forEach((k, i) => insertKeyword.run(k, i))

  const setConfig = db.prepare('INSERT OR REPLACE INTO configs (key, value) VALUES (?, ?)')
  setConfig.run('default_payment_id', '2')
  setConfig.run('common_app_customer_service_tel', '400-820-8820')
}
