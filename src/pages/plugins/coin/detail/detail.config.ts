export default definePageConfig({
  navigationBarTitleText: '账户详情',
  enablePullDownRefresh: true,
})
