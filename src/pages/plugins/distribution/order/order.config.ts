export default definePageConfig({
  navigationBarTitleText: '分销订单',
  enablePullDownRefresh: true,
})
