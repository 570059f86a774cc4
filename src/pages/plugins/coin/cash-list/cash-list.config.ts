export default definePageConfig({
  navigationBarTitleText: '提现明细',
  enablePullDownRefresh: true,
})
