export default definePageConfig({
  navigationBarTitleText: '提现详情',
  enablePullDownRefresh: true,
})
