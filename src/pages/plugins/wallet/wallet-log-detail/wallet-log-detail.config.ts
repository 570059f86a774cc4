export default definePageConfig({
  navigationBarTitleText: '账户明细详情',
  enablePullDownRefresh: true,
})
