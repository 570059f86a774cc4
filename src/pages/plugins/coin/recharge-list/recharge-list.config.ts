export default definePageConfig({
  navigationBarTitleText: '充值明细',
  enablePullDownRefresh: true,
})
