export default definePageConfig({
  navigationBarTitleText: '分批订单',
  enablePullDownRefresh: true,
})
