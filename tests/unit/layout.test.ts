import { parseCustomView, parseDesignPage, parseLayout } from '@/api/layout'
import { cssTextStyle } from '@/lib/css-text'

describe('layout data', () => {
  it('draws a row only when it is on and has one cell per share of its value', () => {
    const rows = parseLayout([
      {
        value: '6:6',
        value_arr: ['6', '6'],
        status: 1,
        children: [{ children: [{ value: 'images', config: { images: 'a.png', url: '/x' } }] }, { children: [] }],
      },
      { value: '6:6', value_arr: ['6', '6'], status: 1, children: [{ children: [] }] },
      { value: '12', value_arr: ['12'], status: 0, children: [{ children: [] }] },
    ])
    expect(rows).toHaveLength(1)
    expect(rows[0].columns.map((c) => c.span)).toEqual([6, 6])
    expect(rows[0].columns[0].modules).toEqual([{ type: 'images', image: 'a.png', url: '/x', style: {} }])
  })

  it('reads every module type; unknown types and empty images are left out', () => {
    const modules = parseLayout([
      {
        value: '12',
        value_arr: ['12'],
        status: 1,
        children: [
          {
            children: [
              {
                value: 'many-images',
                config: { data_list: [{ images: 'm.png', url: '' }], view_list_show_style: 'rolling', view_list_show_style_value_arr: { item_width: 90 } },
              },
              { value: 'images-text', config: { data_list: [{ images: 'i.png', title: 'T', desc: 'D', url: '' }] } },
              { value: 'images-magic-cube', config: { data_list: [], view_list_show_style: 'lr12' } },
              { value: 'video', config: { video: 'v.mp4' } },
              { value: 'goods', config: { data_list: [{ id: 3, title: 'G', images: 'g.png', price: '9.00', goods_url: '/g' }] } },
              { value: 'title', config: { title: 'Title', title_vice: 'Vice', title_more: 'More', title_more_url: '/more' } },
              { value: 'custom', config: { custom: '<p>hi</p>' } },
              { value: 'images', config: { images: '' } },
              { value: 'hologram', config: {} },
            ],
          },
        ],
      },
    ])[0].columns[0].modules
    expect(modules.map((m) => m.type)).toEqual(['many-images', 'images-text', 'images-magic-cube', 'video', 'goods', 'title', 'custom'])
    expect(modules[0]).toMatchObject({ show: 'rolling', itemWidth: 90 })
    expect(modules[1]).toMatchObject({ show: 'updown' })
    expect(modules[4]).toMatchObject({ goods: [{ id: '3', title: 'G', price: '9.00', url: '/g' }] })
  })

  it('design page and custom view flags', () => {
    const page = parseDesignPage({ data: { id: 1, name: 'N', is_header: 0, is_footer: 1, seo_title: 'S' }, layout_data: [] })
    expect(page).toMatchObject({ id: '1', name: 'N', withSearch: false, withEndLine: true, seoTitle: 'S', rows: [] })
    expect(parseCustomView({ data: { id: 2, html_content: '<p>x</p>', is_header: 1, is_full_screen: 1 } })).toMatchObject({
      id: '2',
      html: '<p>x</p>',
      withSearch: true,
      withEndLine: false,
      fullScreen: true,
    })
    expect(parseCustomView({ data: null }).id).toBe('')
  })
})

describe('server CSS text', () => {
  it('keeps box and text properties', () => {
    expect(cssTextStyle('padding:10px; background-color:#fff;border-radius: 8px !important;')).toEqual({
      padding: '10px',
      backgroundColor: '#fff',
      borderRadius: '8px',
    })
  })

  it('drops other properties and values that could load or run anything', () => {
    expect(
      cssTextStyle('position:fixed;background:url(http://evil.test/x.png);color:expression(alert(1));width:1px}body{color:red;behavior:url(x.htc);height:10px'),
    ).toEqual({ height: '10px' })
    expect(cssTextStyle(undefined)).toEqual({})
  })
})
