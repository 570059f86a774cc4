export default definePageConfig({
  navigationBarTitleText: '配送订单',
  // Spec §2: pull-to-refresh is off on the delivery order page.
  enablePullDownRefresh: false,
})
