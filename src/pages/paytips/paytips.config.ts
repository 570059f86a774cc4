export default definePageConfig({
  navigationBarTitleText: '支付结果',
  enablePullDownRefresh: true,
})
