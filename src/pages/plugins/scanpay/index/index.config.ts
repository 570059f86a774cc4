export default definePageConfig({
  navigationBarTitleText: '扫码付款',
  enablePullDownRefresh: true,
})
