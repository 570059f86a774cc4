// The web build renders Taro's HTML components (@tarojs/components-react, h5.useHtmlComponents): tests
// render the same ones. Inside that package a few components import View/ScrollView from
// '@tarojs/components' again; those imports get the two components directly (no circular require).
const path = require('path')

const INNER = path.join(__dirname, 'components-inner.js')

module.exports = (request, options) => {
  if (request === '@tarojs/components') {
    const fromInside = /[\\/]@tarojs[\\/]components-react[\\/]/.test(options.basedir)
    return fromInside ? INNER : options.defaultResolver('@tarojs/components-react', options)
  }
  return options.defaultResolver(request, options)
}
