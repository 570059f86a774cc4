export default definePageConfig({
  navigationBarTitleText: '支付记录',
  enablePullDownRefresh: true,
})
