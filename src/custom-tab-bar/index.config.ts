// A component, not a page; the app's shared styles (the tab bar's among them) apply inside it.
// WeChat and QQ render deep trees through Taro's recursive "comp" component; Alipay needs none.
const needsComp = process.env.TARO_ENV === 'weapp' || process.env.TARO_ENV === 'qq'

export default {
  component: true,
  styleIsolation: 'apply-shared',
  usingComponents: needsComp ? { comp: '../comp' } : {},
}
