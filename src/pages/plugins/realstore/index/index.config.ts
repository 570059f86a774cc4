export default definePageConfig({
  navigationBarTitleText: '门店',
  enablePullDownRefresh: true,
})
