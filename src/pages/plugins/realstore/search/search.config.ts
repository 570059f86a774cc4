export default definePageConfig({
  navigationBarTitleText: '门店搜索',
  enablePullDownRefresh: false,
})
