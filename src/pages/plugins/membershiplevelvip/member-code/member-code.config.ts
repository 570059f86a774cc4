export default definePageConfig({
  navigationBarTitleText: '会员码',
  enablePullDownRefresh: false,
})
