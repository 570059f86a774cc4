export default definePageConfig({
  navigationBarTitleText: '转账明细',
  enablePullDownRefresh: true,
})
