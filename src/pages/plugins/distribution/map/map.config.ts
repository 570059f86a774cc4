export default definePageConfig({
  navigationBarTitleText: '客户分布',
  enablePullDownRefresh: false,
})
