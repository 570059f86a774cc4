// Stand-in for jsonp-retry, which Taro.request only uses when called with `jsonp: true`.
// The shop never asks for JSONP (the ShopXO API answers CORS requests), so fail loudly if it ever does.
module.exports = function jsonpUnsupported() {
  throw new Error('JSONP requests are not supported in this build')
}
