export default definePageConfig({
  navigationBarTitleText: '确认订单',
  enablePullDownRefresh: true,
})
