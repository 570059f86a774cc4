export default definePageConfig({
  navigationBarTitleText: '配送详情',
  enablePullDownRefresh: true,
})
