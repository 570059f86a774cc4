export default definePageConfig({
  navigationBarTitleText: '提现申请',
  enablePullDownRefresh: true,
})
