// @tarojs/taro for jest: the H5 API plus stand-ins for the React page hooks that the framework
// plugin injects at build time. Outside a real Taro page each hook registers its callback in a
// registry, so a test can fire page events: require('@tarojs/taro').__firePageEvent('onReachBottom').
const React = require('react')
const h5 = require('@tarojs/taro-h5')

const taro = Object.assign({}, h5.default || h5, h5)
const registry = new Map()

function pageHook(event) {
  return function usePageEvent(callback) {
    const ref = React.useRef(callback)
    ref.current = callback
    React.useEffect(() => {
      const fire = (...args) => ref.current(...args)
      const list = registry.get(event) || new Set()
      list.add(fire)
      registry.set(event, list)
      return () => list.delete(fire)
    }, [])
  }
}

const HOOKS = {
  useDidShow: 'onShow',
  useDidHide: 'onHide',
  useLaunch: 'onLaunch',
  useLoad: 'onLoad',
  useReady: 'onReady',
  useUnload: 'onUnload',
  usePullDownRefresh: 'onPullDownRefresh',
  useReachBottom: 'onReachBottom',
  usePageScroll: 'onPageScroll',
  useResize: 'onResize',
  useShareAppMessage: 'onShareAppMessage',
  useShareTimeline: 'onShareTimeline',
  useTabItemTap: 'onTabItemTap',
  useError: 'onError',
}
for (const [name, event] of Object.entries(HOOKS)) taro[name] = pageHook(event)
taro.useRouter = () => taro.getCurrentInstance().router || { params: {}, path: '' }

taro.__firePageEvent = (event, ...args) => {
  for (const fire of registry.get(event) || []) fire(...args)
}
taro.default = taro
module.exports = taro
