export default definePageConfig({
  navigationBarTitleText: '支付记录详情',
  enablePullDownRefresh: true,
})
