export default definePageConfig({
  navigationBarTitleText: '门店核销',
  enablePullDownRefresh: false,
})
