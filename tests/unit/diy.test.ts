import { dataSourceRows, parseBoxStyle, parseDiyModule, parseDiyPage } from '@/api/diy'
import { boxStyle } from '@/components/diy/box-style'

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

describe('DIY config parser', () => {
  it('manual picks use the row with new_title / new_cover; automatic lists come as they are', () => {
    const manual = dataSourceRows({
      data_type: '0',
      data_list: [{ data_id: 1, new_title: 'Star', new_cover: [{ url: 'c.png' }], data: { id: 1, title: 'Old', images: 'a.png' } }, { data_id: 2 }],
    })
    expect(manual).toEqual([{ id: 1, title: 'Star', images: 'c.png' }])
    expect(dataSourceRows({ data_type: '1', data_auto_list: [{ id: 3 }] })).toEqual([{ id: 3 }])
    expect(dataSourceRows({})).toEqual([])
  })

  it('an unknown key is kept as { key, unknown } and a disabled module is dropped', () => {
    expect(parseDiyModule({ id: 'x', key: 'hologram', com_data: {} }, 0)).toEqual({ id: 'x', key: 'hologram', unknown: true })
    expect(parseDiyModule({ key: 'title', is_enable: '0' }, 0)).toBeNull()
  })

  it('missing fields fall back', () => {
    const carousel = parseDiyModule(
      { key: 'carousel', com_data: { content: { carousel_list: [{ carousel_img: [] }, { carousel_img: [{ url: 's.png' }] }] } } },
      4,
    )
    expect(carousel).toMatchObject({ id: 'carousel-4', key: 'carousel', height: 150, fit: 'cover', interval: 3000, slides: [{ image: 's.png', link: '' }] })
    expect(parseDiyModule({ key: 'nav-group' }, 0)).toMatchObject({ items: [], perRow: 4, navStyle: 'image_with_text' })
    const goods = parseDiyModule(
      { key: 'goods-list', com_data: { content: { data_type: '1', data_auto_list: [{ id: 7, title: 'G', min_price: '9.90' }] } } },
      0,
    )
    expect(goods).toMatchObject({
      theme: '0',
      button: { show: false, addsToCart: false },
      goods: [{ id: '7', title: 'G', price: '9.90', specGroups: [], buyMin: 1 }],
    })
    const notice = parseDiyModule({ key: 'notice', com_data: { content: { notice_list: [{ notice_title: 'a', is_show: '0' }, { notice_title: 'b' }] } } }, 0)
    expect(notice).toMatchObject({ items: [{ title: 'b', link: '' }] })
  })

  it('reads the page: title from the header (else the name), back flag, modules in order', () => {
    const page = parseDiyPage({
      data: {
        id: 5,
        name: 'Name',
        config: {
          header: { com_data: { content: { is_left_back_btn_show: '0' }, style: { common_style: { color_list: [{ color: '#eee' }] } } } },
          diy_data: [{ key: 'title', com_data: { content: { title: 'T' } } }, { key: 'mystery' }, 'not a module'],
        },
      },
    })
    expect(page).toMatchObject({ id: '5', title: 'Name', showBack: false })
    expect(page.pageBox.colors).toEqual([{ color: '#eee', percentage: '' }])
    expect(page.modules.map((m) => m.key)).toEqual(['title', 'mystery'])
    expect(parseDiyPage({ data: null })).toMatchObject({ id: '', modules: [], showBack: true })
  })
})
