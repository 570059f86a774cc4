export default definePageConfig({
  navigationBarTitleText: '会员VIP',
  enablePullDownRefresh: true,
})
