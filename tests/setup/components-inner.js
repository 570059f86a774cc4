// What Taro's HTML components import from '@tarojs/components' themselves (see tests/setup/resolver.js).
module.exports = {
  View: require('@tarojs/components-react/dist/components/view/index.js').default,
  ScrollView: require('@tarojs/components-react/dist/components/scroll-view/index.js').default,
}
