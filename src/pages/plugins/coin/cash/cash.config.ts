export default definePageConfig({
  navigationBarTitleText: '提现',
  enablePullDownRefresh: true,
})
