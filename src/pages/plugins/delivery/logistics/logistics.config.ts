export default definePageConfig({
  navigationBarTitleText: '配送跟踪',
  // Spec §2: pull-to-refresh is off on the delivery logistics page.
  enablePullDownRefresh: false,
})
