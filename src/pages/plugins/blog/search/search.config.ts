export default definePageConfig({
  navigationBarTitleText: '博文搜索',
  enablePullDownRefresh: true,
})
