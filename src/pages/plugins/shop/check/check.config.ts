export default definePageConfig({
  navigationBarTitleText: '订单核销',
  enablePullDownRefresh: false,
})
