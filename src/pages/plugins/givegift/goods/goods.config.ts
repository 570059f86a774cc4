export default definePageConfig({
  navigationBarTitleText: '送礼',
  enablePullDownRefresh: true,
})
