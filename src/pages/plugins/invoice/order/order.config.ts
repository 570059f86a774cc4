export default definePageConfig({
  navigationBarTitleText: '订单开票',
  enablePullDownRefresh: true,
})
