import Taro from '@tarojs/taro'
import { parseCommonConfig } from '@/api/base'
import { parseVipBase } from '@/api/plugins/membershiplevelvip'
import { parsePointsBase } from '@/api/plugins/points'
import { parseWalletBase } from '@/api/plugins/wallet'
import { parseSettings } from '@/api/settings'
import { parseShareBase } from '@/lib/share'
import { setItem } from '@/stores/storage'
import { AppStore } from '@/stores/app-store'

beforeEach(() => Taro.clearStorageSync())

describe('site settings parsed from base/common config', () => {
  it('gives the documented defaults when the keys are missing', () => {
    const settings = parseSettings({}, 'h5')
    expect(settings).toMatchObject({
      siteName: '',
      siteType: 0,
      isExhibitionSite: false,
      searchEnabled: true,
      searchResultsAsRows: false,
      useMobileDetail: false,
      cartShowsGuessYouLike: false,
      categoryLevel: 3,
      quickNavEnabled: false,
      addressNeedsIdCard: false,
      addressNeedsLocation: false,
      pickupUsesLocation: false,
      loginTypes: [],
      registerTypes: [],
      mustBindMobile: false,
      loginCaptcha: false,
      sendCodeCaptcha: false,
      h5Url: '',
      serviceTel: '',
    })
    // No config object at all, or not an object: the same defaults, no throw.
    expect(parseSettings(undefined, 'h5')).toEqual(settings)
    expect(parseSettings([], 'h5')).toEqual(settings)
    // A key the server sends as null (common_app_h5_url in the captured sample) is missing too.
    expect(parseSettings({ common_app_h5_url: null, common_app_is_enable_search: null }, 'h5')).toMatchObject({ h5Url: '', searchEnabled: true })
  })

  it("reads the online service, language picker and batch pay switches, and this client's custom service URL", () => {
    expect(parseSettings({}, 'h5')).toMatchObject({
      onlineServiceEnabled: false,
      serviceCustomUrl: '',
      serviceWeixinUrl: '',
      multilingual: false,
      orderBulkPay: false,
    })
    const settings = parseSettings(
      {
        common_app_is_online_service: '1',
        common_app_customer_service_custom: { h5: ' https://chat.example/h5 ', weixin: 'https://chat.example/wx' },
        common_app_customer_service_company_weixin_url: 'https://work.weixin.qq.com/kf',
        home_use_multilingual_status: 1,
        home_is_enable_order_bulk_pay: '1',
      },
      'h5',
    )
    expect(settings).toMatchObject({
      onlineServiceEnabled: true,
      serviceCustomUrl: 'https://chat.example/h5',
      serviceWeixinUrl: 'https://work.weixin.qq.com/kf',
      multilingual: true,
      orderBulkPay: true,
    })
    // ShopXO sends an empty list when no client has a custom URL.
    expect(parseSettings({ common_app_customer_service_custom: [] }, 'h5').serviceCustomUrl).toBe('')
  })

  it('reads switches sent as numbers or as text "1" / "0"', () => {
    const asText = parseSettings({ common_app_is_use_mobile_detail: '1', common_app_is_enable_search: '0', home_user_address_idcard_status: '1' }, 'h5')
    const asNumbers = parseSettings({ common_app_is_use_mobile_detail: 1, common_app_is_enable_search: 0, home_user_address_idcard_status: 1 }, 'h5')
    for (const settings of [asText, asNumbers]) {
      expect(settings.useMobileDetail).toBe(true)
      expect(settings.searchEnabled).toBe(false)
      expect(settings.addressNeedsIdCard).toBe(true)
    }
    // Anything but 1 is off, as ShopXO's own client reads it.
    expect(parseSettings({ common_app_is_use_mobile_detail: '2', common_is_cart_show_guess_you_like: 'yes' }, 'h5')).toMatchObject({
      useMobileDetail: false,
      cartShowsGuessYouLike: false,
    })
  })

  it('reads numbers and lists sent as text', () => {
    const settings = parseSettings(
      { common_site_type: '4', category_show_level: '1', home_user_login_type: 'sms,email', home_user_reg_type: ['username', 'wechat'] },
      'h5',
    )
    expect(settings).toMatchObject({ siteType: 4, isExhibitionSite: true, categoryLevel: 1, loginTypes: ['sms', 'email'], registerTypes: ['username'] })
    // A level the pages do not know falls back to three levels.
    expect(parseSettings({ category_show_level: '7' }, 'h5').categoryLevel).toBe(3)
    expect(parseSettings({ category_show_level: 0 }, 'h5').categoryLevel).toBe(0)
  })

  it("picks this client's own title and description", () => {
    const config = { common_app_mini_weixin_title: 'Shop (WeChat)', common_app_mini_h5_title: 'Shop (web)', common_app_mini_h5_describe: 'On the web' }
    expect(parseSettings(config, 'weixin')).toMatchObject({ clientTitle: 'Shop (WeChat)', clientDescription: '' })
    expect(parseSettings(config, 'h5')).toMatchObject({ clientTitle: 'Shop (web)', clientDescription: 'On the web' })
  })

  it('a renamed key is a default, not a crash, and the others still read', () => {
    // The server renamed home_site_name and sent an object where a list was expected.
    const settings = parseSettings({ home_site_title: 'Renamed', home_user_login_type: { a: 1 }, home_shop_notice_text: 7, common_shop_notice: 42 }, 'h5')
    expect(settings.siteName).toBe('')
    expect(settings.loginTypes).toEqual([])
    expect(settings.shopNotice).toBe('42')
  })

  it('the app store exposes them by name: defaults before a config, the parsed ones after', () => {
    const before = new AppStore()
    expect(before.settings.searchEnabled).toBe(true)
    expect(before.settings.siteName).toBe('')
    setItem('cache_config_info_key', { status: 1, config: { home_site_name: 'Cached', common_app_is_enable_search: '0' } })
    const app = new AppStore()
    expect(app.settings).toMatchObject({ siteName: 'Cached', searchEnabled: false })
    app.config = parseCommonConfig({ status: 1, config: { home_site_name: 'Fresh', home_navigation_main_quick_status: 1 }, quick_nav: [] })
    expect(app.settings).toMatchObject({ siteName: 'Fresh', searchEnabled: true, quickNavEnabled: true })
  })
})

describe('plugin base data, typed by each plugin', () => {
  const appWith = (plugins: Record<string, unknown>) => {
    const app = new AppStore()
    app.config = parseCommonConfig({ status: 1, config: {}, plugins_base: plugins })
    return app
  }

  it('is undefined while the plugin is off, and before any config', () => {
    expect(new AppStore().pluginBase('wallet', parseWalletBase)).toBeUndefined()
    expect(appWith({ coupon: { data: {} } }).pluginBase('wallet', parseWalletBase)).toBeUndefined()
  })

  it("reads each plugin's switches from numbers or text, and defaults when data is missing", () => {
    const app = appWith({
      wallet: { data: { is_enable_payment_code: '1' } },
      points: { data: { is_default_use_points: 1 } },
      membershiplevelvip: { data: { application_name: 'Gold club', is_enable_member_code: '0' } },
      share: { data: { title: 'Our shop', pic: 'https://img.test/s.png' } },
      // Enabled, but the server sent no data object.
      signin: { plugins: 'signin' },
    })
    expect(app.pluginBase('wallet', parseWalletBase)).toEqual({ paymentCodeEnabled: true })
    expect(app.pluginBase('points', parsePointsBase)).toEqual({ useByDefault: true })
    expect(app.pluginBase('membershiplevelvip', parseVipBase)).toMatchObject({ applicationName: 'Gold club', memberCodeEnabled: false })
    expect(app.pluginBase('share', parseShareBase)).toEqual({ title: 'Our shop', desc: '', pic: 'https://img.test/s.png' })
    expect(app.pluginBase('signin', (data) => data)).toEqual({})
  })
})
