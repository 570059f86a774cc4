export default definePageConfig({
  navigationBarTitleText: '网页',
  enablePullDownRefresh: false,
})
