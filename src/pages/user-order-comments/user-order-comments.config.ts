export default definePageConfig({
  navigationBarTitleText: '订单评价',
  enablePullDownRefresh: true,
})
