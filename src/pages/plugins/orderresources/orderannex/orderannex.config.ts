export default definePageConfig({
  navigationBarTitleText: '订单资源',
  enablePullDownRefresh: true,
})
