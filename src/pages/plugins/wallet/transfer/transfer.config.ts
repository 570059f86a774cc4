export default definePageConfig({
  navigationBarTitleText: '转账',
  enablePullDownRefresh: false,
})
