export default definePageConfig({
  navigationBarTitleText: '交易明细',
  enablePullDownRefresh: true,
})
