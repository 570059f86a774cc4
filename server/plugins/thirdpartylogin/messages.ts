import { defineMessages } from '../../core/i18n'

defineMessages({
  'thirdpartylogin.title': { zh: '第三方登录', en: 'Third-party login' },
  'thirdpartylogin.demo_name': { zh: '演示账号', en: 'Demo ID' },
  'thirdpartylogin.page_title': { zh: '演示账号授权', en: 'Sign in with Demo ID' },
  'thirdpartylogin.page_intro': {
    zh: '这是运行在本机的演示登录服务，不会连接任何外部网站。请输入一个测试身份的名称，同意后将返回商城。',
    en: 'This demo sign-in service runs on this machine and never contacts another site. Enter a name for a test identity; after you allow it you go back to the shop.',
  },
  'thirdpartylogin.page_name': { zh: '测试身份名称', en: 'Test identity name' },
  'thirdpartylogin.page_default_name': { zh: '演示用户', en: 'Demo Tester' },
  'thirdpartylogin.page_allow': { zh: '同意并登录', en: 'Allow and sign in' },
  'thirdpartylogin.page_cancel': { zh: '取消', en: 'Cancel' },
  'thirdpartylogin.name_invalid': { zh: '测试身份名称需为1-30个字符', en: 'The test identity name must be 1 to 30 characters' },
  'thirdpartylogin.ticket_invalid': { zh: '第三方授权已失效，请重新授权', en: 'The third-party sign-in has expired, please sign in again' },
  'thirdpartylogin.bound_other': { zh: '该第三方账号已绑定其他用户', en: 'This third-party account is already bound to another user' },
  'thirdpartylogin.bound_already': { zh: '你已绑定过该平台的账号，请先解绑', en: 'You already have an account of this platform bound; unbind it first' },
  'thirdpartylogin.bind_ok': { zh: '绑定成功', en: 'Bound successfully' },
  'thirdpartylogin.unbind_ok': { zh: '解绑成功', en: 'Unbound successfully' },
  'thirdpartylogin.bind_not_found': { zh: '绑定记录不存在', en: 'This binding does not exist' },
  'thirdpartylogin.scan_not_found': {
    zh: '登录二维码不存在或已过期，请在电脑上刷新后重新扫码',
    en: 'This login QR code does not exist or has expired; refresh it on the computer and scan again',
  },
  'thirdpartylogin.scan_status_invalid': { zh: '扫码状态有误', en: 'Invalid scan status' },
  'thirdpartylogin.scan_other_user': { zh: '该二维码已被其他账号扫描', en: 'This QR code was scanned by another account' },
  'thirdpartylogin.scan_not_scanned': { zh: '请先扫码', en: 'Please scan the code first' },
  'thirdpartylogin.scan_ok': { zh: '操作成功', en: 'Done' },
})
