import { customPriceLabel, parseGoodsDetailView } from '@/api/goods-detail'

describe('goods/detail extras (api-core 3.11)', () => {
  it('keeps only a custom price label, without markup', () => {
    expect(customPriceLabel('售价')).toBe('')
    expect(customPriceLabel('Price')).toBe('')
    expect(customPriceLabel('<b>会员价</b>')).toBe('会员价')
    expect(customPriceLabel(null)).toBe('')
  })

  it('reads base and detail parameters, the anchors, the "more" menu and the services', () => {
    const page = parseGoodsDetailView({
      goods: { id: 1, title: 'g', parameters: { base: [{ name: '品牌', value: 'A' }], detail: [{ name: '产地', value: '上海' }] } },
      middle_tabs_nav: [{ type: 'main', name: '商品', ent: '.page' }],
      nav_more_list: [
        { name: '首页', url: '/pages/index/index', icon: 'home' },
        { name: '', url: '/x' },
      ],
      plugins_goodsservice_data: [{ name: '正品', describe: '假一赔十', images: '/s.svg' }],
    })
    expect(page.goods.parameters).toEqual([{ name: '品牌', value: 'A' }])
    expect(page.goods.parametersDetail).toEqual([{ name: '产地', value: '上海' }])
    expect(page.middleTabs).toEqual([{ type: 'main', name: '商品' }])
    expect(page.navMore).toEqual([{ name: '首页', url: '/pages/index/index' }])
    expect(page.services).toEqual([{ name: '正品', describe: '假一赔十', image: '/s.svg' }])
  })
})
