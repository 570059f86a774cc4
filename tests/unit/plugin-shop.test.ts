import { parseActivityFloors, parseGoodsActivities } from '@/api/plugins/activity'
import { parseMagicHome } from '@/api/plugins/magic'
import { parseSellerCard, parseShopHome } from '@/api/plugins/shop'
import { setLanguage } from '@/i18n'
import { normalisePickupCode, pickupCodeError } from '@/pages/plugins/shop/check/check-rules'

describe('shop check rule', () => {
  it('requires a code of 4 to 30 letters or digits; spaces read out with it are dropped', () => {
    setLanguage('zh')
    expect(pickupCodeError('   ')).toBe('请输入核销码')
    expect(pickupCodeError('12')).toBe('核销码为 4-30 位字母或数字')
    expect(pickupCodeError('1234-5678')).toBe('核销码为 4-30 位字母或数字')
    expect(pickupCodeError('2026 1001')).toBeNull()
    expect(normalisePickupCode(' 2026 1001 ')).toBe('20261001')
    setLanguage('en')
    expect(pickupCodeError('')).toBe('Please enter the pickup code')
    setLanguage('zh')
  })
})

describe('plugin blocks of core answers', () => {
  it('reads the seller card of goods detail, and nothing for goods without a shop', () => {
    expect(parseSellerCard(undefined)).toBeNull()
    expect(parseSellerCard({ name: 'no id' })).toBeNull()
    const card = parseSellerCard({ id: 3, name: '匠心', logo: 'l.svg', is_favor: 1, service_tel: '400', shop_favor_count: '5' })
    expect(card).toMatchObject({
      isFavor: true,
      serviceInfo: true,
      shop: { id: '3', name: '匠心', favorCount: 5, url: '/pages/plugins/shop/detail/detail?id=3' },
    })
    expect(parseSellerCard({ id: 3, is_service_info: 0 })?.serviceInfo).toBe(false)
  })

  it('reads the home shop list, leaving out rows without an id', () => {
    expect(parseShopHome({ base: { home_data_list_title: '精选店铺' }, data: [] })).toBeNull()
    const block = parseShopHome({ base: { home_data_list_title: '精选店铺' }, data: [{ id: 1, name: 'A', goods_count: '7' }, { name: 'broken' }] })
    expect(block).toMatchObject({ title: '精选店铺', shops: [{ id: '1', name: 'A', goodsCount: 7 }] })
  })

  it('splits home activity floors by location and drops floors without goods', () => {
    const raw = {
      data: [
        { id: 1, title: 'above', home_data_location: 0, style_type: 2, goods_list: [{ id: 5, title: 'g' }] },
        { id: 2, title: 'below', home_data_location: '1', goods_list: [{ id: 6 }] },
        { id: 3, title: 'empty', home_data_location: 0, goods_list: [] },
      ],
    }
    expect(parseActivityFloors(raw, 0).map((f) => [f.title, f.styleType])).toEqual([['above', 2]])
    expect(parseActivityFloors(raw, 1).map((f) => f.title)).toEqual(['below'])
    expect(parseGoodsActivities({ data: [{ id: 2, title: 'x', status: 1 }] })).toMatchObject([{ id: '2', state: 'running' }])
  })

  it('reads the magic cubes with their groups', () => {
    const cubes = parseMagicHome({
      goods: [
        {
          show_style: 0,
          is_text_white: 1,
          data: [{ title: 'A', url: '/pages/plugins/magic/detail/detail?id=1&ix=0', rolling_time: '4', goods_list: [{ id: 1 }] }],
        },
        { show_style: 2, data: [] },
      ],
    })
    expect(cubes).toHaveLength(1)
    expect(cubes[0]).toMatchObject({ showStyle: 0, textWhite: true, groups: [{ title: 'A', rollingSeconds: 4 }] })
  })
})
