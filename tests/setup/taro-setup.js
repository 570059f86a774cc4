require('@tarojs/test-utils-react/dist/jest/jest.setup.js')
global.APP_CLIENT_TYPE = 'h5'
global.APP_REQUEST_URL = 'http://shop.test/'
// jsdom has no IntersectionObserver (Taro's HTML Image uses it for lazy loading): report every observed
// element as visible at once, as a phone screen with the element in view would.
global.IntersectionObserver = class IntersectionObserver {
  constructor(callback) {
    this.callback = callback
  }
  observe(target) {
    this.callback([{ target, isIntersecting: true, intersectionRatio: 1 }], this)
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}
