// Load the web components before Taro's runtime (a circular import fails otherwise; STACK.md gotcha 5).
require('@tarojs/components/dist/components')
require('@tarojs/test-utils-react/dist/jest/jest.setup.js')
global.APP_CLIENT_TYPE = 'h5'
global.APP_REQUEST_URL = 'http://shop.test/'
