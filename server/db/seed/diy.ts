// Page-builder demo data: DIY page 1 (the showcase: every module type, with tabs and a page bottom
// navigation), DIY page 2 (a micro page one of its tabs shows), DIY page 3 (a home page for
// SHOP_HOME_MODE=diy), layout page 1 and the home drag layout (SHOP_HOME_MODE=layout), custom view 1.
// Data sources are stored as ids and filters: diy/index and design/index fill them on every load.
import type { Database } from 'better-sqlite3'
import { bannerSvg, iconSvg, tabIconSvg, writeStatic } from './svg'
import type { SeededCatalog } from './catalog'
import { HOME_DIY_PAGE_KEY } from '../../services/diy/home-settings'

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

const mod = (key: string, content: Json, style: Json = {}, common: Json = {}): Json => ({
  id: '',
  key,
  is_enable: '1',
  com_data: { content, style: { common_style: box(common), ...style } },
})

const link = (page: string) => ({ page })

/** A gradient tile with a title and a line under it, for magic-cube cells (labels are fixed demo text). */
function tileSvg(title: string, sub: string, colors: [string, string], width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" rx="24" fill="url(#t)"/>
<circle cx="${width - 40}" cy="${height - 40}" r="${Math.min(width, height) / 3}" fill="#fff" fill-opacity="0.15"/>
<text x="32" y="72" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="40" font-weight="bold" fill="#fff">${title}</text>
<text x="34" y="116" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="24" fill="#fff" fill-opacity="0.9">${sub}</text>
</svg>
`
}
const img = (url: string) => [{ url }]

interface Art {
  slides: string[]
  navs: Array<{ title: string; image: string; link: string }>
  magic: string[]
  logo: string
  icons: { message: string; cart: string; cartLight: string }
  float: string
  poster: string
  hot: string
  tab: string
}

function artwork(catalog: SeededCatalog): Art {
  const slides = [
    ['护肤精选', '专为你的肌肤', ['#f6416c', '#ff9a9e']],
    ['彩妆上新', '本季流行色', ['#a18cd1', '#fbc2eb']],
  ] as const
  const navs = [
    ['护肤', 'skin', ['#ff9a9e', '#fad0c4']],
    ['彩妆', 'makeup', ['#f6416c', '#ffb199']],
    ['香水', 'fragrance', ['#a18cd1', '#fbc2eb']],
    ['洗护', 'hair', ['#43cea2', '#a8e063']],
    ['身体', 'body', ['#f7971e', '#ffd200']],
  ] as const
  const magic = [
    ['会员专享', '积分加倍 专属折扣', ['#f7971e', '#ffd200'], 360, 720],
    ['限时折扣', '每日上新', ['#4facfe', '#00f2fe'], 360, 360],
    ['新人礼包', '注册即领', ['#43cea2', '#185a9d'], 360, 360],
  ] as const
  return {
    slides: slides.map(([title, subtitle, colors], i) => writeStatic(`diy/slide-${i + 1}.svg`, bannerSvg({ title, subtitle, colors: [colors[0], colors[1]] }))),
    navs: navs.map(([title, key, colors], i) => ({
      title,
      image: writeStatic(`diy/nav-${i + 1}.svg`, iconSvg({ label: title, colors: [colors[0], colors[1]] })),
      link: `/pages/goods-search/goods-search?category_id=${catalog.categoryIds.get(key)}`,
    })),
    magic: magic.map(([title, sub, colors, width, height], i) =>
      writeStatic(`diy/magic-${i + 1}.svg`, tileSvg(title, sub, [colors[0], colors[1]], width, height)),
    ),
    logo: writeStatic('diy/logo.svg', iconSvg({ label: '专题', colors: ['#f6416c', '#ff9a9e'] })),
    icons: {
      message: writeStatic('diy/icon-message.svg', iconSvg({ label: '信', colors: ['#ffffff', '#f3f3f3'], textColor: '#e93a6b' })),
      cart: writeStatic('tabbar/cart-active.svg', tabIconSvg('cart', '#e93a6b')),
      cartLight: writeStatic('diy/icon-cart-light.svg', tabIconSvg('cart', '#ffffff')),
    },
    float: writeStatic('diy/float.svg', iconSvg({ label: '领券', colors: ['#f6416c', '#ff9a9e'] })),
    poster: writeStatic('diy/video-poster.svg', bannerSvg({ title: '护肤小课堂', subtitle: '三分钟学会正确洁面', colors: ['#43cea2', '#185a9d'] })),
    hot: writeStatic('diy/hot-zone.svg', bannerSvg({ title: '热门专区', subtitle: '左边看护肤 · 右边看彩妆', colors: ['#f7971e', '#ffd200'] })),
    tab: writeStatic('diy/tab-home.svg', iconSvg({ label: '精选', colors: ['#f6416c', '#ff9a9e'] })),
  }
}

/** Message and cart shortcuts (the server counts their badges); `light` for a coloured header. */
const headerIcons = (art: Art, light = false) => [
  { icon: '', img: img(art.icons.message), link: link('/pages/message/message') },
  { icon: '', img: img(light ? art.icons.cartLight : art.icons.cart), link: link('/pages/cart/cart') },
]

/** Shared by the showcase and the home page: goods with an add-to-cart button. */
function goodsGrid(catalog: SeededCatalog, theme: string, ids: number[], extra: Json = {}): Json {
  return mod('goods-list', {
    theme,
    data_type: '0',
    data_list: ids.map((id, i) => ({ data_id: id, ...(i === 0 ? { new_title: '人气主推好物' } : {}) })),
    is_show: ['title', 'simple_desc', 'price', 'original_price', 'sales_count'],
    is_shop_show: '1',
    shop_type: 'text',
    shop_button_text: '加购',
    shop_button_effect: '1',
    ...extra,
  })
}

function showcaseConfig(catalog: SeededCatalog, art: Art): Json {
  const goods = catalog.goodsIds
  const brandDesign = [
    { key: 'img', location: { x: 10, y: 10 }, com_data: { com_width: 60, com_height: 60, img: [], data_source_field: { id: 'logo' }, img_radius: 30 } },
    {
      key: 'text',
      location: { x: 80, y: 14 },
      com_data: { com_width: 200, com_height: 24, text_title: '${name}', text_size: 15, text_color: '#333333', text_weight: 'bold' },
    },
    {
      key: 'text',
      location: { x: 80, y: 42 },
      com_data: { com_width: 290, com_height: 20, data_source_field: { id: ['describe'] }, text_size: 12, text_color: '#999999', width_omit_num: 1 },
    },
  ]
  return {
    header: {
      id: 'header',
      com_data: {
        content: {
          theme: '2',
          title: '美妆专题',
          logo: img(art.logo),
          is_left_back_btn_show: '1',
          bottom_navigation_show: '1',
          icon_setting: headerIcons(art),
        },
        style: {
          header_background_type: 'color_image',
          header_background_color_list: [{ color: '#ffffff', color_percentage: '' }],
          header_background_title_color: '#333333',
          common_style: { color_list: [{ color: '#f5f5f5', color_percentage: '' }], padding_left: 0, padding_right: 0 },
        },
      },
    },
    footer: {
      id: 'footer',
      com_data: {
        content: {
          nav_content: [
            { name: '首页', img: img('/static/tabbar/home.svg'), img_checked: img('/static/tabbar/home-active.svg'), link: link('/pages/index/index') },
            {
              name: '本页',
              img: img('/static/tabbar/category.svg'),
              img_checked: img('/static/tabbar/category-active.svg'),
              link: link('/pages/diy/diy?id=1'),
            },
            { name: '购物车', img: img('/static/tabbar/cart.svg'), img_checked: img('/static/tabbar/cart-active.svg'), link: link('/pages/cart/cart') },
            { name: '我的', img: img('/static/tabbar/user.svg'), img_checked: img('/static/tabbar/user-active.svg'), link: link('/pages/user/user') },
          ],
        },
        style: { default_text_color: '#666666', text_color_checked: '#e93a6b' },
      },
    },
    tabs_data: [
      mod(
        'tabs',
        {
          tabs_top_up: '1',
          home_data: { title: '精选', desc: '' },
          tabs_list: [
            { title: '护肤课堂', desc: '', data_type: '0', micro_page_list: { id: 2, name: '护肤课堂' } },
            { title: '彩妆', desc: '', data_type: '1', classify: { id: catalog.categoryIds.get('makeup'), name: '彩妆' } },
          ],
        },
        { tabs_color_checked: '#e93a6b' },
        {
          margin_bottom: 0,
          margin_left: 0,
          margin_right: 0,
          radius_top_left: 0,
          radius_top_right: 0,
          radius_bottom_left: 0,
          radius_bottom_right: 0,
          padding_top: 0,
          padding_bottom: 0,
        },
      ),
    ],
    diy_data: [
      mod(
        'search',
        {
          is_tips_show: '1',
          tips: '搜索心仪好物',
          is_hot_word_show: '1',
          hot_word_list: [{ value: '口红' }, { value: '精华' }],
          is_search_show: '1',
          search_type: 'text',
          search_tips: '搜索',
        },
        { search_bg_color: '#f5f5f5', search_border_radius: 16 },
      ),
      mod(
        'carousel',
        {
          carousel_type: 'inherit',
          height: 150,
          img_fit: 'cover',
          is_roll: '1',
          interval_time: 3,
          carousel_list: art.slides.map((url, i) => ({ carousel_img: img(url), carousel_link: link(`/pages/goods-detail/goods-detail?id=${goods[i]}`) })),
        },
        { radius: 8 },
      ),
      mod('nav-group', {
        nav_style: 'image_with_text',
        display_style: 'fixed',
        single_line: 5,
        nav_content_list: art.navs.map((nav, i) => ({
          title: nav.title,
          img: img(nav.image),
          link: link(nav.link),
          subscript: i === 1 ? { content: { seckill_subscript_show: '1', subscript_type: 'text', subscript_text: '新' }, style: {} } : {},
        })),
      }),
      mod('user-info', { config: ['number_code', 'order_count', 'goods_favor_count', 'goods_browse_count', 'integral_number'] }),
      mod('notice', {
        notice_style: 'inherit',
        direction: 'vertical',
        title: '公告',
        is_right_button: '1',
        right_title: '更多',
        more_link: link('/pages/article-category/article-category'),
        notice_list: [
          { notice_title: '全场满299减50，今日截止', notice_link: link('/pages/goods-search/goods-search'), is_show: '1' },
          { notice_title: '新人注册即送优惠券', notice_link: link('/pages/plugins/coupon/index/index'), is_show: '1' },
          { notice_title: '这条公告已隐藏', notice_link: {}, is_show: '0' },
        ],
      }),
      mod('seckill', {
        head_state: '1',
        title_type: 'text',
        title_text: '限时秒杀',
        button_status: '1',
        button_text: '更多',
        shop_style_type: '3',
        is_show: ['title', 'price', 'original_price'],
        is_shop_show: '1',
        shop_button_text: '抢',
      }),
      mod('coupon', { theme: '4', title: '领券中心', desc: '先领券再购物', data_type: '1', number: 3 }),
      mod('title', {
        title: '今日推荐',
        subtitle: '编辑精选',
        keyword_show: '1',
        keyword_list: [{ title: '口红', link: link('/pages/goods-search/goods-search?keywords=口红'), is_show: '1' }],
        right_show: '1',
        right_title: '更多',
        right_link: link('/pages/goods-search/goods-search'),
      }),
      goodsGrid(catalog, '1', goods.slice(0, 4)),
      mod('row-line', { styles: 'dashed' }, { line_width: 1, line_color: '#e93a6b' }),
      mod('img-magic', {
        style_actived: 1,
        magic_cube_density: 4,
        img_magic_list: art.magic.map((url, i) => ({
          img: img(url),
          img_link: link('/pages/goods-search/goods-search'),
          start: i === 0 ? { x: 1, y: 1 } : { x: 3, y: i === 1 ? 1 : 3 },
          end: i === 0 ? { x: 2, y: 4 } : { x: 4, y: i === 1 ? 2 : 4 },
        })),
      }),
      mod('hot-zone', {
        img: img(art.hot),
        hot: {
          img_width: 750,
          img_height: 320,
          data: [
            {
              drag_start: { x: 0, y: 0 },
              drag_end: { width: 375, height: 320 },
              link: link(`/pages/goods-search/goods-search?category_id=${catalog.categoryIds.get('skin')}`),
            },
            {
              drag_start: { x: 375, y: 0 },
              drag_end: { width: 375, height: 320 },
              link: link(`/pages/goods-search/goods-search?category_id=${catalog.categoryIds.get('makeup')}`),
            },
          ],
        },
      }),
      mod('auxiliary-blank', { height: 12 }, { line_color: '' }, { color_list: [], padding_top: 0, padding_bottom: 0, margin_bottom: 0 }),
      mod('goods-tabs', {
        tabs_theme: '1',
        tabs_list: [
          { title: '护肤', desc: '', data_type: '1', category: String(catalog.categoryIds.get('skin')), number: 4, sort: '1' },
          { title: '精选', desc: '', data_type: '0', data_list: goods.slice(4, 8).map((id) => ({ data_id: id })) },
        ],
        theme: '1',
        is_show: ['title', 'price'],
      }),
      mod('goods-magic', {
        data_source: 'goods',
        data_source_content: { data_type: '1', number: 3, order_by_type: '1' },
        theme: '5',
        is_show: ['title', 'price'],
      }),
      mod('data-magic', {
        magic_cube_density: 4,
        data_magic_list: [
          {
            start: { x: 1, y: 1 },
            end: { x: 2, y: 4 },
            data_content: { data_type: 'goods', heading_title: '热卖好物', subtitle: '大家都在买', goods_ids: goods.slice(2, 6).join(','), goods_num: 2 },
            data_style: {},
          },
          {
            start: { x: 3, y: 1 },
            end: { x: 4, y: 2 },
            data_content: {
              data_type: 'images',
              images_list: art.slides.map((url) => ({ carousel_img: img(url), carousel_link: link('/pages/goods-search/goods-search') })),
            },
            data_style: {},
          },
          {
            start: { x: 3, y: 3 },
            end: { x: 4, y: 4 },
            data_content: { data_type: 'images', images_list: [{ carousel_img: img(art.magic[2]), carousel_link: link('/pages/plugins/coupon/index/index') }] },
            data_style: {},
          },
        ],
      }),
      mod('video', { video: img('/static/diy/intro.webm'), video_img: img(art.poster), video_ratio: '16:9' }),
      mod('article-list', { theme: '0', data_type: '1', number: 3, field_show: ['0', '1', '2', '3'] }),
      mod('article-tabs', {
        tabs_list: [
          { title: '最新', desc: '', data_type: '1', number: 2 },
          { title: '最热', desc: '', data_type: '1', number: 2, sort: '1' },
        ],
        article_theme: '3',
        field_show: ['0', '3'],
      }),
      mod('data-tabs', {
        tabs_list: [
          {
            title: '彩妆',
            tabs_data_type: 'goods',
            goods_config: {
              content: { theme: '0', data_type: '1', category_ids: String(catalog.categoryIds.get('makeup')), number: 2, is_show: ['title', 'price'] },
              style: {},
            },
          },
          { title: '资讯', tabs_data_type: 'article', article_config: { content: { theme: '3', data_type: '1', number: 2, field_show: ['3'] }, style: {} } },
          {
            title: '品牌',
            tabs_data_type: 'custom',
            custom_config: {
              content: { data_source: 'brand', data_source_content: { data_type: '1', number: 2 }, height: 80, custom_list: brandDesign },
              style: {},
            },
          },
        ],
      }),
      mod(
        'custom',
        {
          data_source: 'brand',
          is_custom_data: '1',
          data_source_content: { data_type: '1', number: 3 },
          data_source_direction: 'vertical',
          height: 80,
          custom_list: brandDesign,
        },
        { row_gap: 6 },
      ),
      // Plugin modules: each plugin fills its own on every load (server/plugins/<name>/diy.ts); the ids are
      // those of the plugins' demo data in a fresh database.
      mod('realstore', {
        theme: '0',
        data_type: '0',
        data_list: [{ data_id: 1, new_title: '静安旗舰门店' }, { data_id: 2 }],
        is_location_show: '1',
        is_location_title_show: '1',
        is_location_distance_show: '1',
      }),
      mod('shop', { theme: '1', data_type: '1', number: 2, shop_desc: '1', shop_desc_row: 1 }),
      mod('binding', {
        data_type: '0',
        data_list: [{ data_id: 1 }, { data_id: 2 }],
        is_host_graph_show: '1',
        host_graph_theme: '0',
        theme: '3',
        is_goods_show: ['title', 'goods_img', 'price', 'save_price'],
        is_default_show_goods: '1',
      }),
      mod('ask', { theme: '0', data_type: '1', number: 3, is_show: ['ranking', 'reply_status', 'time', 'page_view'], title_display_method: '1' }),
      mod('ask-tabs', {
        tabs_list: [
          { title: '最新提问', desc: '', data_type: '1', number: 2 },
          { title: '已回答', desc: '', data_type: '1', number: 2, is_reply: '1' },
        ],
        theme: '1',
        is_show: ['reply_status', 'time'],
      }),
      mod('blog', {
        theme: '1',
        data_type: '0',
        data_list: [{ data_id: 1, new_title: '编辑推荐：换季护肤指南' }, { data_id: 2 }],
        field_show: ['0', '1', '3'],
      }),
      mod('blog-tabs', {
        tabs_list: [
          { title: '最新博文', desc: '', data_type: '1', number: 2 },
          { title: '最多阅读', desc: '', data_type: '1', number: 2, order_by_type: '1' },
        ],
        blog_theme: '0',
        field_show: ['0', '2', '3'],
      }),
      mod('activity', {
        main_theme: '1',
        data_type: '1',
        number: 1,
        is_main_show: ['img', 'title', 'desc', 'keywords'],
        theme: '5',
        is_show: ['title', 'price'],
      }),
      mod('salerecords', {
        number: 10,
        show_number: 3,
        rotation_direction: 'vertical',
        is_roll: '1',
        interval_time: 3,
        is_show: ['head', 'nick_name', 'goods_image', 'goods_title', 'time'],
      }),
      mod('rich-text', {
        html: '<p><strong>美妆小贴士</strong>：护肤先做好清洁，再按照水、乳、霜的顺序使用。</p><p><img src="/static/diy/slide-1.svg" alt="护肤精选"/></p>',
      }),
      mod(
        'float-window',
        { button_img: img(art.float), button_jump: 'link', button_link: link('/pages/plugins/coupon/index/index') },
        { float_style: 'diffuse', display_location: 'right', offset_number_percentage: 0.15 },
      ),
    ],
  }
}

function microPageConfig(catalog: SeededCatalog): Json {
  return {
    header: { id: 'header', com_data: { content: { theme: '1', title: '护肤课堂' }, style: {} } },
    footer: { id: 'footer', com_data: { content: {}, style: {} } },
    tabs_data: [],
    diy_data: [
      mod('title', { title: '护肤课堂', subtitle: '每周三更新' }),
      mod('article-list', { theme: '2', data_type: '1', number: 2, field_show: ['0', '3'] }),
      goodsGrid(catalog, '0', catalog.goodsIds.slice(8, 10)),
    ],
  }
}

function homeConfig(catalog: SeededCatalog, art: Art): Json {
  return {
    header: {
      id: 'header',
      com_data: {
        content: {
          theme: '5',
          title: '美妆商城',
          positioning_name: '选择位置',
          is_tips_show: '1',
          tips: '搜索商品',
          is_search_show: '0',
          data_alone_row_value: ['search'],
          icon_setting: headerIcons(art, true),
          bottom_navigation_show: '0',
        },
        style: {
          header_background_type: 'color_image',
          header_background_color_list: [{ color: '#e93a6b', color_percentage: '' }],
          header_background_title_color: '#ffffff',
          function_buttons_type: '1',
          common_style: { color_list: [{ color: '#f5f5f5', color_percentage: '' }] },
        },
      },
    },
    footer: { id: 'footer', com_data: { content: {}, style: {} } },
    tabs_data: [],
    diy_data: [
      mod(
        'carousel',
        {
          carousel_type: 'oneDragOne',
          height: 150,
          is_roll: '1',
          interval_time: 4,
          carousel_list: art.slides.map((url, i) => ({
            carousel_img: img(url),
            carousel_link: link(`/pages/goods-detail/goods-detail?id=${catalog.goodsIds[i]}`),
          })),
        },
        { radius: 8, image_spacing: 8 },
      ),
      mod('nav-group', {
        nav_style: 'image_with_text',
        single_line: 5,
        nav_content_list: art.navs.map((nav) => ({ title: nav.title, img: img(nav.image), link: link(nav.link) })),
      }),
      mod('notice', {
        notice_style: 'inherit',
        direction: 'vertical',
        title: '公告',
        notice_list: [{ notice_title: '全场满299减50，今日截止', notice_link: link('/pages/goods-search/goods-search'), is_show: '1' }],
      }),
      mod('coupon', { theme: '1', title: '领券', data_type: '1', number: 4 }),
      mod('seckill', {
        head_state: '1',
        title_type: 'text',
        title_text: '限时秒杀',
        button_status: '1',
        button_text: '更多',
        shop_style_type: '3',
        is_show: ['title', 'price'],
      }),
      mod('title', { title: '为你推荐', right_show: '1', right_title: '更多', right_link: link('/pages/goods-search/goods-search') }),
      goodsGrid(catalog, '1', catalog.goodsIds.slice(0, 6)),
    ],
  }
}

// ---- layout pages (design/index, home data_mode 2): rows of 12-column cells holding modules
const frontend = (style = '') => ({ frontend_config: { style, ent: '' } })
const row = (value: string, children: Json[][], style = 'margin-bottom:10px;') => ({
  value,
  value_arr: value.split(':'),
  status: 1,
  config: frontend(style),
  children: children.map((modules) => ({ config: frontend(''), children: modules })),
})
const layoutModule = (value: string, config: Json): Json => ({
  value,
  config: { ...config, frontend_config: { style: 'background-color:#ffffff;border-radius:8px;padding:10px;' } },
})

function layoutConfig(catalog: SeededCatalog, art: Art): Json[] {
  return [
    row('12', [
      [
        layoutModule('many-images', {
          data_list: art.slides.map((url, i) => ({ images: url, url: `/pages/goods-detail/goods-detail?id=${catalog.goodsIds[i]}` })),
          view_list_show_style: 'routine',
        }),
      ],
    ]),
    row('12', [
      [
        layoutModule('images-text', {
          data_list: art.navs.slice(0, 4).map((nav) => ({ images: nav.image, title: nav.title, desc: '', url: nav.link })),
          view_list_show_style: 'updown',
        }),
      ],
    ]),
    row('6:6', [
      [layoutModule('images', { images: art.magic[0], url: '/pages/goods-search/goods-search' })],
      [
        layoutModule('images-magic-cube', {
          data_list: art.magic.slice(1).map((url) => ({ images: url, url: '/pages/goods-search/goods-search' })),
          view_list_show_style: 'h2',
        }),
      ],
    ]),
    row('12', [[layoutModule('title', { title: '热卖推荐', title_vice: '精选好物', title_more: '更多', title_more_url: '/pages/goods-search/goods-search' })]]),
    row('12', [
      [
        layoutModule('goods', {
          goods_data_type: 'category',
          goods_category_value: [catalog.categoryIds.get('skin')],
          goods_order_limit_number: 4,
          goods_order_by_type: 1,
          goods_order_by_rule: 0,
        }),
      ],
    ]),
    row('12', [[layoutModule('goods', { goods_data_type: 'goods', goods_ids: catalog.goodsIds.slice(4, 7).join(','), view_list_show_style: 'rolling' })]]),
    row('12', [[layoutModule('video', { video: '/static/diy/intro.webm' })]]),
    row('12', [[layoutModule('custom', { custom: '<p style="text-align:center;color:#e93a6b"><strong>正品保障 · 七天无理由退货</strong></p>' })]]),
  ]
}

const CUSTOM_VIEW_HTML = `<h2 style="color:#e93a6b">关于美妆商城</h2>
<p>我们精选全球美妆品牌，所有商品均为品牌授权正品。</p>
<p><img src="/static/diy/slide-1.svg" alt="护肤精选"/></p>
<ul><li>正品保障</li><li>七天无理由退货</li><li>满99包邮</li></ul>
<p><a href="/pages/goods-search/goods-search">去逛逛</a></p>`

export function seedDiy(db: Database, now: number, catalog: SeededCatalog): void {
  const art = artwork(catalog)
  const insertDiy = db.prepare('INSERT INTO diy_pages (name, describe, logo, config, is_enable, add_time, upd_time) VALUES (?, ?, ?, ?, 1, ?, ?)')
  insertDiy.run('美妆专题', '本周推荐的护肤与彩妆', art.logo, JSON.stringify(showcaseConfig(catalog, art)), now, now)
  insertDiy.run('护肤课堂', '每周一课，护肤不踩坑', art.logo, JSON.stringify(microPageConfig(catalog)), now, now)
  const home = insertDiy.run('美妆商城首页', '首页装修', art.logo, JSON.stringify(homeConfig(catalog, art)), now, now)
  db.prepare('INSERT OR REPLACE INTO configs (key, value) VALUES (?, ?)').run(HOME_DIY_PAGE_KEY, String(home.lastInsertRowid))

  const layout = JSON.stringify(layoutConfig(catalog, art))
  db.prepare(
    `INSERT INTO design_pages (name, logo, seo_title, seo_keywords, seo_desc, config, is_header, is_footer, is_enable, add_time, upd_time)
     VALUES (?, ?, ?, ?, ?, ?, 1, 1, 1, ?, ?)`,
  ).run('品牌特卖', art.logo, '品牌特卖 - 美妆商城', '美妆,特卖', '大牌美妆限时特卖', layout, now, now)
  db.prepare('INSERT OR REPLACE INTO layouts (key, config, upd_time) VALUES (?, ?, ?)').run('home', layout, now)

  db.prepare(
    `INSERT INTO custom_views (name, logo, html_content, is_header, is_footer, is_full_screen, seo_title, seo_desc, is_enable, add_time, upd_time)
     VALUES (?, ?, ?, 1, 1, 0, ?, ?, 1, ?, ?)`,
  ).run('关于我们', art.logo, CUSTOM_VIEW_HTML, '关于美妆商城', '美妆商城的承诺', now, now)
}
