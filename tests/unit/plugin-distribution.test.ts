import { NO_TEAM_FILTERS, parseCentre, parseDistributionBase, teamFilterParams, DEFAULT_TILE_URL } from '@/api/plugins/distribution'
import { setLanguage } from '@/i18n'
import { encodeQr } from '@/lib/qrcode'
import { bundleTotal, quantityNote, type BundleRow } from '@/pages/plugins/distribution/components/bundle-rows'
import { bundleProblem, isLandlineOrMobile, pickupProblem, visitProblem, type PickupFormValues } from '@/pages/plugins/distribution/components/forms'
import { drawPoster, POSTER_LAYOUT, qrSquares, type PosterContext } from '@/pages/plugins/distribution/components/poster-draw'
import { ALL_TIME, customRange, initialRange, rangeLabel, rangeRequest } from '@/pages/plugins/distribution/components/stats-range'
import { teamFilterProblem } from '@/pages/plugins/distribution/components/team-filter'

const PRESETS = [
  { key: 'today', name: '今日', start: '2026-11-22 00:00:00', end: '2026-11-22 23:59:59' },
  { key: 'this_month', name: '本月', start: '2026-11-01 00:00:00', end: '2026-11-22 23:59:59' },
]

describe('distribution: statistics time range', () => {
  beforeEach(() => setLanguage('zh'))

  it('opens on the default preset, or all time when the preset is unknown', () => {
    expect(initialRange(PRESETS, 'this_month')).toEqual({ key: 'this_month', start: '2026-11-01 00:00:00', end: '2026-11-22 23:59:59' })
    expect(initialRange(PRESETS, 'nope')).toEqual(ALL_TIME)
  })

  it('a custom range covers whole days; an end before the start is refused in zh and en', () => {
    expect(customRange('2026-11-02', '2026-11-05')).toEqual({ range: { key: '', start: '2026-11-02 00:00:00', end: '2026-11-05 23:59:59' } })
    expect(customRange('', '2026-11-05')).toEqual({ range: { key: '', start: '', end: '2026-11-05 23:59:59' } })
    expect(customRange('2026-11-05', '2026-11-02')).toEqual({ error: '结束时间不能早于开始时间' })
    setLanguage('en')
    expect(customRange('2026-11-05', '2026-11-02')).toEqual({ error: 'The end cannot be before the start' })
  })

  it('the button says the preset, "All" when both ends are open, else "Custom"', () => {
    expect(rangeLabel(initialRange(PRESETS, 'today'), PRESETS)).toBe('今日')
    expect(rangeLabel(ALL_TIME, PRESETS)).toBe('全部')
    expect(rangeLabel({ key: '', start: '2026-11-02 00:00:00', end: '' }, PRESETS)).toBe('自定义')
    setLanguage('en')
    expect(rangeLabel(ALL_TIME, PRESETS)).toBe('All time')
  })

  it('user/stats gets {name, start, end, index}', () => {
    expect(rangeRequest(initialRange(PRESETS, 'today'), PRESETS)).toEqual({
      name: '今日',
      start: '2026-11-22 00:00:00',
      end: '2026-11-22 23:59:59',
      index: 'today',
    })
    expect(rangeRequest({ key: '', start: '', end: '2026-11-05 23:59:59' }, PRESETS)).toEqual({ name: '', start: '', end: '2026-11-05 23:59:59', index: '' })
  })

  it('time_data may be an object keyed by preset or a plain list', () => {
    const keyed = parseCentre({ time_data: { today: PRESETS[0] }, default_day: 'today' })
    expect(keyed.presets).toEqual([{ key: 'today', name: '今日', start: PRESETS[0].start, end: PRESETS[0].end }])
    const listed = parseCentre({ time_data: [PRESETS[1]], default_day: '0' })
    expect(listed.presets[0]).toMatchObject({ key: '0', name: '本月' })
    expect(parseCentre({ user_level: null }).level).toBeNull()
  })
})

describe('distribution: form rules (spec 5)', () => {
  beforeEach(() => setLanguage('zh'))
  const good: PickupFormValues = {
    alias: '小区驿站',
    name: '王五',
    tel: '13811112222',
    province: 1,
    city: 36,
    county: 457,
    address: '东华门大街8号',
    lng: 116.4,
    lat: 39.9,
  }

  it('pickup point: alias up to 16, contact 2-16, landline or mobile, region, detail 1-80, location', () => {
    expect(pickupProblem(good)).toBeNull()
    expect(pickupProblem({ ...good, tel: '010-65120088' })).toBeNull()
    expect(pickupProblem({ ...good, alias: 'x'.repeat(17) })).toBe('别名最多 16 个字符')
    expect(pickupProblem({ ...good, name: '王' })).toBe('联系人长度需在 2 到 16 个字符之间')
    expect(pickupProblem({ ...good, name: '' })).toBe('请填写联系人')
    expect(pickupProblem({ ...good, tel: '123456' })).toBe('联系电话请填写座机或手机号码')
    expect(pickupProblem({ ...good, county: 0 })).toBe('请填写省市区')
    expect(pickupProblem({ ...good, address: '路'.repeat(81) })).toBe('详细地址长度需在 1 到 80 个字符之间')
    expect(pickupProblem({ ...good, lng: null, lat: null })).toBe('请选择地理位置')
    setLanguage('en')
    expect(pickupProblem({ ...good, name: '王' })).toBe('Contact name must be 2 to 16 characters')
    expect(pickupProblem({ ...good, tel: '123456' })).toBe('Please enter a landline or mobile number')
    expect(pickupProblem({ ...good, lng: 0, lat: 0 })).toBe('Please choose the location')
  })

  it('landline or mobile', () => {
    for (const ok of ['13811112222', '010-65120088', '02162880011', '65120088', '021-62880011-802']) expect([ok, isLandlineOrMobile(ok)]).toEqual([ok, true])
    for (const bad of ['12345', '1381111222', '23811112222', 'abc', '010-123']) expect([bad, isLandlineOrMobile(bad)]).toEqual([bad, false])
  })

  it('recommendation: title 1-60, description up to 200, at least one goods', () => {
    const lines = [{ goodsId: '2', spec: [] }]
    expect(bundleProblem({ title: '套装', describe: '', lines })).toBeNull()
    expect(bundleProblem({ title: '', describe: '', lines })).toBe('请填写标题')
    expect(bundleProblem({ title: 'x'.repeat(61), describe: '', lines })).toBe('标题长度需在 1 到 60 个字符之间')
    expect(bundleProblem({ title: '套装', describe: 'y'.repeat(201), lines })).toBe('描述最多 200 个字符')
    expect(bundleProblem({ title: '套装', describe: '', lines: [] })).toBe('请选择商品')
    setLanguage('en')
    expect(bundleProblem({ title: '', describe: '', lines })).toBe('Please fill in title')
    expect(bundleProblem({ title: '套装', describe: '', lines: [] })).toBe('Please choose goods')
  })

  it('visit: a customer, content up to 230 and 1-30 photos', () => {
    const photos = ['/static/upload/a.png']
    expect(visitProblem({ customerId: '7', content: '回访', images: photos })).toBeNull()
    expect(visitProblem({ customerId: '', content: '回访', images: photos })).toBe('请选择客户')
    expect(visitProblem({ customerId: '7', content: ' ', images: photos })).toBe('请填写内容')
    expect(visitProblem({ customerId: '7', content: 'x'.repeat(231), images: photos })).toBe('内容长度需在 1 到 230 个字符之间')
    expect(visitProblem({ customerId: '7', content: '回访', images: [] })).toBe('请上传照片')
    expect(visitProblem({ customerId: '7', content: '回访', images: Array(31).fill('p') })).toBe('照片最多 30 张')
    setLanguage('en')
    expect(visitProblem({ customerId: '', content: '', images: [] })).toBe('Please choose a customer')
    expect(visitProblem({ customerId: '7', content: 'ok', images: [] })).toBe('Please upload photos')
  })
})

describe('distribution: team filters', () => {
  beforeEach(() => setLanguage('zh'))

  it('only the filters that are set go out; reverse only with a range', () => {
    expect(teamFilterParams(NO_TEAM_FILTERS)).toEqual({})
    expect(teamFilterParams({ ...NO_TEAM_FILTERS, userReverse: true, orderReverse: true })).toEqual({})
    expect(
      teamFilterParams({
        userStart: '2026-11-01',
        userEnd: '',
        userReverse: true,
        orderStart: '',
        orderEnd: '2026-11-20',
        orderReverse: false,
        buyTypes: ['1', '0'],
      }),
    ).toEqual({
      team_search_user_time_start: '2026-11-01',
      team_search_user_time_reverse: 1,
      team_search_order_time_end: '2026-11-20',
      team_search_buy_type: '0,1',
    })
  })

  it('an end before its start is refused', () => {
    expect(teamFilterProblem({ ...NO_TEAM_FILTERS, userStart: '2026-11-05', userEnd: '2026-11-01' })).toBe('结束时间不能早于开始时间')
    expect(teamFilterProblem({ ...NO_TEAM_FILTERS, orderStart: '2026-11-01', orderEnd: '2026-11-05' })).toBeNull()
  })
})

describe('distribution: bundle page and poster', () => {
  beforeEach(() => setLanguage('zh'))
  const row = (price: string, quantity: number, extra: Partial<BundleRow> = {}): BundleRow => ({
    goodsId: '1',
    title: 't',
    image: '',
    price,
    originalPrice: '',
    inventory: 10,
    inventoryUnit: '件',
    buyMin: 1,
    buyMax: 0,
    error: '',
    spec: [],
    specText: '',
    quantity,
    checked: true,
    ...extra,
  })

  it('the total adds checked goods that can be bought, in cents', () => {
    expect(bundleTotal([row('0.10', 3), row('19.90', 1), row('5.00', 2, { checked: false }), row('9.00', 1, { error: '已下架' })])).toBe('20.20')
    expect(bundleTotal([])).toBe('0.00')
  })

  it('a changed quantity says which limit it met', () => {
    const limits = { buyMin: 2, buyMax: 5, inventory: 4, inventoryUnit: '件' }
    expect(quantityNote(limits, 1)).toBe('起购2件')
    expect(quantityNote(limits, 6)).toBe('限购5件')
    expect(quantityNote({ ...limits, buyMax: 0 }, 6)).toBe('库存数量4件')
    expect(quantityNote(limits, 3)).toBe('')
  })

  it('the poster carries every dark module of the referral link’s QR code inside its QR box', () => {
    const link = 'http://127.0.0.1:8080/web/#/pages/index/index?referrer=1'
    const dark = encodeQr(link).matrix.flat().filter(Boolean).length
    const { x, y, size } = POSTER_LAYOUT.qr
    const squares = qrSquares(link, x, y, size)
    expect(squares).toHaveLength(dark)
    expect(squares.every(([sx, sy, cell]) => sx >= x && sy >= y && sx + cell <= x + size + 0.001 && sy + cell <= y + size + 0.001)).toBe(true)

    const calls: string[] = []
    const ctx = new Proxy({} as PosterContext, {
      get: (_target, prop) =>
        prop === 'fillStyle' || prop === 'font' || prop === 'textAlign' ? '' : (...args: unknown[]) => calls.push(`${String(prop)}:${args.length}`),
      set: () => true,
    })
    drawPoster(ctx, { background: null, avatar: null, name: 'demo', invite: '邀请你', scanHint: '扫码', link })
    expect(calls.filter((c) => c === 'fillRect:4').length).toBe(dark + 2)
    expect(calls).toContain('fillText:3')
  })

  it('plugin settings: tiles default to OpenStreetMap', () => {
    expect(parseDistributionBase({})).toMatchObject({ goodsPosterEnabled: false, mapTileUrl: DEFAULT_TILE_URL, pickupEnabled: true })
    expect(parseDistributionBase({ is_goods_detail_poster: 1, map_tile_url: 'https://tiles.example/{z}/{x}/{y}.png' })).toMatchObject({
      goodsPosterEnabled: true,
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
    })
  })
})
