import { inTimeWindow, parseBoxStyle, parseDiyPage, parseModuleFrame } from '@/api/diy'
import { dataSourceRows } from '@/api/diy-modules/rows'
import { readCarousel, readNavGroup, readNotice } from '@/api/diy-modules/basic'
import { readUserInfo } from '@/api/diy-modules/extras'
import { readCustom, readDataTabs } from '@/api/diy-modules/content'
import { readGoodsList, readGoodsMagic, readGoodsTabs } from '@/api/diy-modules/goods'
import { badgeText, boxStyle, fillStyle } from '@/components/diy/box-style'
import { elementText, meetsCondition } from '@/components/diy/parts/custom-view'

describe('DIY common_style -> inline style', () => {
  it('an empty style adds nothing', () => {
    expect(boxStyle(parseBoxStyle(undefined), 'px')).toEqual({})
  })

  it('padding, margin (floating_up pulls up), radius in px on the web and doubled rpx on mini-programs', () => {
    const box = parseBoxStyle({
      padding_top: 10,
      padding_right: 5,
      padding_bottom: '10',
      padding_left: 5,
      margin_top: 4,
      margin_bottom: 8,
      floating_up: 10,
      radius_top_left: 6,
      radius_top_right: 6,
    })
    expect(boxStyle(box, 'px')).toMatchObject({ padding: '10px 5px 10px 5px', margin: '-6px 0 8px 0', borderRadius: '6px 6px 0 0', overflow: 'hidden' })
    expect(boxStyle(box, 'rpx')).toMatchObject({ padding: '20rpx 10rpx 20rpx 10rpx', margin: '-12rpx 0 16rpx 0' })
  })

  it('one colour is a background colour; several are a gradient with their stops', () => {
    expect(boxStyle(parseBoxStyle({ color_list: [{ color: '#fff', color_percentage: '' }] }), 'px')).toEqual({ backgroundColor: '#fff' })
    const style = boxStyle(
      parseBoxStyle({
        direction: '90deg',
        color_list: [
          { color: '#f00', color_percentage: '0' },
          { color: '#00f', color_percentage: '' },
        ],
      }),
      'px',
    )
    expect(style.backgroundImage).toBe('linear-gradient(90deg, #f00 0%, #00f)')
  })

  it('a background image goes over the gradient with its placement; a URL that could end the CSS value is dropped', () => {
    const style = boxStyle(
      parseBoxStyle({
        background_img: [{ url: 'https://x.test/a.png' }],
        background_img_style: '4',
        color_list: [{ color: '#f00' }, { color: '#0f0' }],
      }),
      'px',
    )
    expect(style.backgroundImage).toBe('url("https://x.test/a.png"), linear-gradient(180deg, #f00, #0f0)')
    expect(style).toMatchObject({ backgroundSize: 'cover', backgroundRepeat: 'no-repeat' })
    const evil = boxStyle(parseBoxStyle({ background_img: [{ url: 'a.png");color:red;(' }] }), 'px')
    expect(evil.backgroundImage).toBeUndefined()
  })

  it('shadow, border and z-index', () => {
    const style = boxStyle(
      parseBoxStyle({
        box_shadow_x: 0,
        box_shadow_y: 2,
        box_shadow_blur: 6,
        box_shadow_color: 'rgba(0,0,0,.1)',
        border_is_show: '1',
        border_color: '#ddd',
        border_style: 'dashed',
        border_size: { padding: 1 },
        module_z_index: 3,
      }),
      'px',
    )
    expect(style).toMatchObject({
      boxShadow: '0 2px 6px 0 rgba(0,0,0,.1)',
      borderStyle: 'dashed',
      borderColor: '#ddd',
      borderWidth: '1px 1px 1px 1px',
      position: 'relative',
      zIndex: '3',
    })
    // a shadow colour without any offset or blur draws nothing; a hidden border is not drawn
    expect(boxStyle(parseBoxStyle({ box_shadow_color: '#000', border_color: '#000' }), 'px')).toEqual({})
  })
})

describe('DIY data sources', () => {
  it('manual picks use the row with new_title / new_cover; automatic lists come as they are', () => {
    const manual = dataSourceRows({
      data_type: '0',
      data_list: [{ data_id: 1, new_title: 'Star', new_cover: [{ url: 'c.png' }], data: { id: 1, title: 'Old', images: 'a.png' } }, { data_id: 2 }],
    })
    expect(manual).toEqual([{ id: 1, title: 'Star', images: 'c.png' }])
    expect(dataSourceRows({ data_type: '1', data_auto_list: [{ id: 3 }] })).toEqual([{ id: 3 }])
    expect(dataSourceRows({})).toEqual([])
  })

  it('the data type decides which list is read, whatever the other holds', () => {
    const both = { data_list: [{ data_id: 1, data: { id: 1, title: 'Picked' } }], data_auto_list: [{ id: 2, title: 'Auto' }] }
    expect(readGoodsList({ ...both, data_type: '0' }, {}).goods.map((g) => g.title)).toEqual(['Picked'])
    expect(readGoodsList({ ...both, data_type: '1' }, {}).goods.map((g) => g.title)).toEqual(['Auto'])
    // articles take new_cover as their cover, goods as their image
    const pick = { data_type: '0', data_list: [{ data_id: 9, new_cover: [{ url: 'n.png' }], data: { id: 9, title: 'G', images: 'o.png' } }] }
    expect(readGoodsList(pick, {}).goods[0].image).toBe('n.png')
  })

  it('goods-tabs read each tab by its own data type; goods-magic reads data_source_content', () => {
    const tabs = readGoodsTabs(
      {
        theme: '1',
        tabs_list: [
          { title: 'A', data_type: '1', data_auto_list: [{ id: 1, title: 'a1' }] },
          { title: 'B', data_type: '0', data_list: [{ data_id: 2, data: { id: 2, title: 'b1' } }] },
        ],
      },
      {},
    )
    expect(tabs.tabs.map((tab) => [tab.title, tab.body.theme, tab.body.goods.map((g) => g.title)])).toEqual([
      ['A', '1', ['a1']],
      ['B', '1', ['b1']],
    ])
    const magic = readGoodsMagic({ data_source: 'user-goods-favor', data_source_content: { data_type: '1', data_auto_list: [{ id: 5, title: 'fav' }] } }, {})
    expect(magic.goods.map((g) => g.id)).toEqual(['5'])
  })

  it('data-tabs pick the goods, article or custom config of each tab', () => {
    const tabs = readDataTabs(
      {
        tabs_list: [
          { title: 'G', tabs_data_type: 'goods', goods_config: { content: { data_type: '1', data_auto_list: [{ id: 1 }] } } },
          { title: 'A', tabs_data_type: 'article', article_config: { content: { data_type: '1', data_auto_list: [{ id: 4, title: 'x' }] } } },
          { title: 'C', tabs_data_type: 'custom', custom_config: { content: { data_source: '', height: 50, custom_list: [] } } },
        ],
      },
      {},
    )
    expect(tabs.tabs.map((tab) => tab.body.kind)).toEqual(['goods', 'article', 'custom'])
  })
})

describe('DIY frames', () => {
  const now = new Date(2026, 10, 20, 12, 0, 0).getTime()

  it('a switched-off module or one outside its time window is dropped; ids fall back to key-index', () => {
    expect(parseModuleFrame({ key: 'title', is_enable: '0' }, 0, now)).toBeNull()
    expect(parseModuleFrame({ key: '' }, 0, now)).toBeNull()
    const late = { key: 'title', com_data: { content: { content_top: { time_value: ['2026-11-21 00:00:00', ''] } } } }
    expect(parseModuleFrame(late, 0, now)).toBeNull()
    const open = { key: 'title', com_data: { content: { content_top: { time_value: ['2026-11-19 00:00:00', '2026-11-20 13:00:00'] } } } }
    expect(parseModuleFrame(open, 3, now)).toMatchObject({ id: 'title-3', key: 'title' })
    expect(inTimeWindow({ content_top: { time_value: ['', '2026-11-20 11:59:59'] } }, now)).toBe(false)
  })

  it('reads the page: header theme, icons with badges, second line, footer, tabs (home first), modules in order', () => {
    const page = parseDiyPage(
      {
        data: {
          id: 5,
          name: 'Name',
          config: {
            header: {
              com_data: {
                content: {
                  theme: '5',
                  is_left_back_btn_show: '0',
                  bottom_navigation_show: '1',
                  data_alone_row_value: ['search'],
                  icon_setting: [{ img: [{ url: 'm.png' }], link: { page: '/pages/message/message' }, badge: 3 }, { img: [] }],
                },
                style: { header_background_type: 'transparent', immersive_style: '1', common_style: { color_list: [{ color: '#eee' }] } },
              },
            },
            footer: { com_data: { content: { nav_content: [{ name: 'Home', img: [{ url: 'h.png' }], link: { page: '/pages/index/index' } }] } } },
            tabs_data: [
              {
                key: 'tabs',
                com_data: {
                  content: {
                    tabs_top_up: '1',
                    home_data: { title: 'Home' },
                    tabs_list: [
                      { title: 'Micro', data_type: '0', micro_page_list: { id: 7 } },
                      { title: 'Cat', data_type: '1', classify: { id: 3 } },
                      { title: 'Broken', data_type: '0' },
                    ],
                  },
                },
              },
            ],
            diy_data: [{ key: 'title', com_data: { content: { title: 'T' } } }, { key: 'mystery' }, 'not a module'],
          },
        },
      },
      now,
    )
    expect(page).toMatchObject({ id: '5', title: 'Name' })
    expect(page.header).toMatchObject({ theme: '5', showBack: false, bottomNav: true, aloneRow: ['search'], immersive: true })
    expect(page.header.icons).toEqual([{ image: 'm.png', link: '/pages/message/message', badge: 3 }])
    expect(page.header.pageBox.colors).toEqual([{ color: '#eee', percentage: '' }])
    expect(page.footer?.items.map((i) => i.link)).toEqual(['/pages/index/index'])
    expect(page.tabs?.pinned).toBe(true)
    expect(page.tabs?.tabs.map((tab) => [tab.kind, tab.targetId])).toEqual([
      ['home', ''],
      ['micro', '7'],
      ['category', '3'],
    ])
    expect(page.modules.map((m) => m.key)).toEqual(['title', 'mystery'])
    expect(parseDiyPage({ data: null })).toMatchObject({ id: '', modules: [], footer: null, tabs: null })
  })
})

describe('DIY module readers', () => {
  it('fall back when fields are missing', () => {
    expect(readCarousel({ carousel_list: [{ carousel_img: [] }, { carousel_img: [{ url: 's.png' }] }] }, {})).toMatchObject({
      type: 'inherit',
      height: 150,
      fit: 'cover',
      interval: 3000,
      slides: [{ image: 's.png', link: '', tint: null }],
    })
    expect(readNavGroup({}, {})).toMatchObject({ items: [], perRow: 4, navStyle: 'image_with_text', slide: false })
    expect(readNotice({ notice_list: [{ notice_title: 'a', is_show: '0' }, { notice_title: 'b' }] }, {})).toMatchObject({
      ticker: true,
      items: [{ title: 'b', link: '' }],
    })
    expect(readGoodsList({ data_type: '1', data_auto_list: [{ id: 7, title: 'G', min_price: '9.90' }] }, {})).toMatchObject({
      theme: '0',
      button: null,
      goods: [{ id: '7', title: 'G', price: '9.90', specGroups: [], buyMin: 1 }],
    })
  })

  it('user-info reads the flat fields v6.6.0 sends; a guest has no user', () => {
    const card = readUserInfo({ config: ['order_count'], data: { user_name_view: 'Amy', user_avatar: 'a.png', order_count: '4', goods_favor_count: 2 } })
    expect(card.user).toEqual({ avatar: 'a.png', name: 'Amy', numberCode: '', stats: [{ key: 'order_count', value: 4 }] })
    expect(readUserInfo({ data: {} }).user).toBeNull()
  })
})

describe('custom module fields and conditions', () => {
  const design = readCustom(
    {
      data_source: 'goods',
      data_source_content: { data_type: '0', data_list: [{ data_id: 1, new_title: 'New', data: { id: 1, title: 'Old', price: '9' } }] },
      custom_list: [
        { key: 'text', location: { x: 1, y: 2 }, com_data: { text_title: '${title} for ${price}' } },
        { key: 'text', com_data: { data_source_field: { id: ['price'] }, condition: { field: 'price', type: 'greater', value: '5' } } },
      ],
    },
    {},
  )

  it('text fills ${field} templates from the row (new_title renames it); fields read the row', () => {
    const row = design.rows[0]
    expect(elementText(design.elements[0], row)).toBe('New for 9')
    expect(elementText(design.elements[1], row)).toBe('9')
  })

  it('conditions compare the field', () => {
    expect(meetsCondition(design.elements[1], { price: '9' })).toBe(true)
    expect(meetsCondition(design.elements[1], { price: '3' })).toBe(false)
    expect(meetsCondition({ ...design.elements[1], condition: { field: 'title', type: 'contains', value: 'Ol' } }, { title: 'Old' })).toBe(true)
    expect(meetsCondition({ ...design.elements[1], condition: { field: 'title', type: 'is-empty', value: '' } }, { title: '' })).toBe(true)
  })
})

describe('fills and badges', () => {
  it('a fill is a colour, a gradient or an image over it', () => {
    expect(fillStyle({ colors: [], direction: '', image: '', imageStyle: '2' })).toEqual({})
    expect(fillStyle({ colors: [{ color: '#f00', percentage: '' }], direction: '90deg', image: '', imageStyle: '2' })).toEqual({ backgroundColor: '#f00' })
  })

  it('badges: nothing for 0, 99+ above 99', () => {
    expect([badgeText(0), badgeText(5), badgeText(120)]).toEqual(['', '5', '99+'])
  })
})
