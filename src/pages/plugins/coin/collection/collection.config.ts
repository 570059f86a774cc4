export default definePageConfig({
  navigationBarTitleText: '收款',
  enablePullDownRefresh: false,
})
