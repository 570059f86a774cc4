export default definePageConfig({
  navigationBarTitleText: '取货订单',
  enablePullDownRefresh: true,
})
