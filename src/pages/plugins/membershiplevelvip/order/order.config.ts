export default definePageConfig({
  navigationBarTitleText: '开通订单',
  enablePullDownRefresh: true,
})
