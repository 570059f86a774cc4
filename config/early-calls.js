// The calls index.html starts before the app's scripts arrive (config/landing-chunks.js; the app takes the
// answers in src/api/early-calls.ts), by landing page ('*': every page), as [s, body, picture]:
//  - base/common: the boot call (src/api/base.ts getCommonConfig), made on every page;
//  - index/index: home's answer (src/api/home-early.ts), the banner in it is home's largest paint: its first
//    picture (`picture`, a path in the answer) is fetched as soon as the answer is in;
//  - goods/detail: the goods of goods detail (src/api/goods-detail.ts), its title is the largest paint.
// FIRST_VISIT_QUERY is the common query of src/api/setup.ts as a fresh web app sends it (nothing saved: no
// token, the default language and theme; the device id is left out): tests/unit/early-calls.test.ts checks
// that they agree. Later visits send the query the app kept (`early_query`).
const { requestUrlFor } = require('./mini-targets')

const EARLY_CALLS = {
  '*': [['base/common', { is_key: 1 }]],
  'pages/index/index': [['index/index', { is_cache: 0 }, ['data', 'banner_list', 0, 'images_url']]],
  // '?id': the page's own query parameter (a call whose parameter is missing is not started).
  'pages/goods-detail/goods-detail': [['goods/detail', { id: '?id' }]],
}

const FIRST_VISIT_QUERY = 'system_type=default&application=app&application_client_type=h5&application_client_brand=&token=&lang=zh&theme=red'

/** The `early` option of LandingChunksPlugin for the web build. */
function earlyCalls(env = process.env) {
  return { calls: EARLY_CALLS, firstVisitQuery: FIRST_VISIT_QUERY, queryKey: 'early_query', requestBase: requestUrlFor('h5', env) }
}

module.exports = { earlyCalls, FIRST_VISIT_QUERY }
