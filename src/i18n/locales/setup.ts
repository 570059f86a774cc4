import { registerLocale } from '../index'
/** Settings and about. Language and theme names live in settings.ts (shared). */
const locale = {
  zh: {
    title_setup: '设置',
    title_about: '关于我们',
    profile_hint: '查看并编辑个人资料',
    personal: '个人资料',
    bind_mobile: '手机号码',
    bind_email: '电子邮箱',
    not_bound: '未绑定',
    password: '修改密码',
    addresses: '收货地址',
    clear_cache: '清除缓存',
    cache_cleared: '缓存已清除',
    about: '关于我们',
    cancel_account: '注销账号',
    sign_out: '退出登录',
    sign_out_confirm: '确定要退出登录吗？',
    signed_out: '已退出登录',
    version: '版本',
    version_value: '{name}（{code}）',
    core_version: '系统版本',
    about_describe: '美妆行业交易商城',
    copyright: 'Copyright 2018-{year} by {title}',
  },
  en: {
    title_setup: 'Settings',
    title_about: 'About us',
    profile_hint: 'View and edit your profile',
    personal: 'Personal info',
    bind_mobile: 'Phone',
    bind_email: 'Email',
    not_bound: 'Not bound',
    password: 'Change password',
    addresses: 'Shipping addresses',
    clear_cache: 'Clear cache',
    cache_cleared: 'Cache cleared',
    about: 'About us',
    cancel_account: 'Close account',
    sign_out: 'Sign out',
    sign_out_confirm: 'Sign out of this device?',
    signed_out: 'Signed out',
    version: 'Version',
    version_value: '{name} ({code})',
    core_version: 'System version',
    about_describe: 'A beauty-industry trading mall',
    copyright: 'Copyright 2018-{year} by {title}',
  },
}

registerLocale('setup', locale)

export default locale
