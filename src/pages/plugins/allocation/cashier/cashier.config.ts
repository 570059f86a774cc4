export default definePageConfig({
  navigationBarTitleText: '收银台',
  // Spec §2: pull-to-refresh is off on the allocation cashier.
  enablePullDownRefresh: false,
})
