// The showcase DIY page (id 1): one of each module of the first page-builder batch, data sources by id/filter.
import type { Database } from 'better-sqlite3'
import { bannerSvg, iconSvg, writeStatic } from './svg'
import type { SeededCatalog } from './catalog'

type Json = Record<string, unknown>

const box = (extra: Json = {}): Json => ({
  padding_top: 10,
  padding_bottom: 10,
  padding_left: 10,
  padding_right: 10,
  margin_top: 0,
  margin_bottom: 10,
  margin_left: 10,
  margin_right: 10,
  radius_top_left: 8,
  radius_top_right: 8,
  radius_bottom_left: 8,
  radius_bottom_right: 8,
  color_list: [{ color: '#ffffff', color_percentage: '' }],
  direction: '180deg',
  ...extra,
})

const mod = (key: string, content: Json, style: Json = {}): Json => ({
  id: '',
  key,
  is_enable: '1',
  com_data: { content, style: { common_style: box(), ...style } },
})

export function showcaseConfig(catalog: SeededCatalog): Json {
  const slides = [
    ['护肤精选', '专为你的肌肤', ['#f6416c', '#ff9a9e']],
    ['彩妆上新', '本季流行色', ['#a18cd1', '#fbc2eb']],
  ] as const
  const carousel = slides.map(([title, subtitle, colors], i) => ({
    carousel_img: [{ url: writeStatic(`diy/slide-${i + 1}.svg`, bannerSvg({ title, subtitle, colors: [colors[0], colors[1]] })) }],
    carousel_link: { page: `/pages/goods-detail/goods-detail?id=${catalog.goodsIds[i]}` },
  }))
  const navs = [
    ['护肤', 'skin', ['#ff9a9e', '#fad0c4']],
    ['彩妆', 'makeup', ['#f6416c', '#ffb199']],
    ['香水', 'fragrance', ['#a18cd1', '#fbc2eb']],
    ['洗护', 'hair', ['#43cea2', '#a8e063']],
  ] as const
  const magic = [
    ['会员专享', ['#f7971e', '#ffd200']],
    ['限时折扣', ['#4facfe', '#00f2fe']],
    ['新人礼包', ['#43cea2', '#185a9d']],
  ] as const
  return {
    header: {
      id: 'header',
      com_data: {
        content: { theme: '1', title: '美妆专题', is_left_back_btn_show: '1', bottom_navigation_show: '0' },
        style: {
          header_background_title_color: '#333333',
          common_style: { color_list: [{ color: '#f5f5f5', color_percentage: '' }], padding_left: 0, padding_right: 0 },
        },
      },
    },
    footer: { id: 'footer', com_data: { content: {}, style: {} } },
    tabs_data: [],
    diy_data: [
      mod(
        'search',
        { is_tips_show: '1', tips: '搜索心仪好物', is_search_show: '1', search_type: 'text', search_tips: '搜索' },
        { search_bg_color: '#ffffff', search_border_radius: 16 },
      ),
      mod('carousel', { carousel_type: 'inherit', height: 150, img_fit: 'cover', is_roll: '1', interval_time: 3, carousel_list: carousel }, { radius: 8 }),
      mod('nav-group', {
        nav_style: 'image_with_text',
        single_line: 4,
        nav_content_list: navs.map(([title, key, colors], i) => ({
          title,
          img: [{ url: writeStatic(`diy/nav-${i + 1}.svg`, iconSvg({ label: title, colors: [colors[0], colors[1]] })) }],
          link: { page: `/pages/goods-search/goods-search?category_id=${catalog.categoryIds.get(key)}` },
        })),
      }),
      mod('notice', {
        notice_style: 'inherit',
        direction: 'vertical',
        title: '公告',
        notice_list: [
          { notice_title: '全场满299减50，今日截止', notice_link: { page: '/pages/goods-search/goods-search' }, is_show: '1' },
          { notice_title: '这条公告已隐藏', notice_link: {}, is_show: '0' },
        ],
      }),
      mod('title', { title: '今日推荐', subtitle: '编辑精选', right_show: '1', right_title: '更多', right_link: { page: '/pages/goods-search/goods-search' } }),
      mod(
        'goods-list',
        {
          theme: '1',
          data_type: '0',
          data_list: catalog.goodsIds.slice(0, 4).map((id, i) => ({ data_id: id, ...(i === 0 ? { new_title: '人气主推好物' } : {}) })),
          is_show: ['title', 'price', 'sales_count'],
          is_shop_show: '1',
          shop_type: 'text',
          shop_button_text: '加购',
          shop_button_effect: '1',
        },
        {},
      ),
      mod('row-line', { styles: 'dashed' }, { line_width: 1, line_color: '#e93a6b' }),
      mod('img-magic', {
        style_actived: 1,
        magic_cube_density: 4,
        img_magic_list: magic.map(([label, colors], i) => ({
          img: [{ url: writeStatic(`diy/magic-${i + 1}.svg`, iconSvg({ label, colors: [colors[0], colors[1]], size: 240 })) }],
          img_link: { page: '/pages/goods-search/goods-search' },
        })),
      }),
      mod('auxiliary-blank', { height: 12 }, { line_color: '' }),
      mod('goods-list', { theme: '0', data_type: '1', number: 3, order_by_type: '1', is_show: ['title', 'simple_desc', 'price'], is_shop_show: '0' }),
      mod('article-list', { theme: '0', data_type: '1', number: 3, field_show: ['0', '1', '3'] }),
      mod('rich-text', {
        html: '<p><strong>美妆小贴士</strong>：护肤先做好清洁，再按照水、乳、霜的顺序使用。</p><img src="/static/common/logo.svg" alt="logo"/>',
      }),
    ],
  }
}

export function seedDiy(db: Database, now: number, catalog: SeededCatalog): void {
  const logo = writeStatic('diy/logo.svg', iconSvg({ label: '专题', colors: ['#f6416c', '#ff9a9e'] }))
  db.prepare('INSERT INTO diy_pages (name, describe, logo, config, is_enable, add_time, upd_time) VALUES (?, ?, ?, ?, 1, ?, ?)').run(
    '美妆专题',
    '本周推荐的护肤与彩妆',
    logo,
    JSON.stringify(showcaseConfig(catalog)),
    now,
    now,
  )
}
