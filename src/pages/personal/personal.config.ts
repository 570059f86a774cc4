export default definePageConfig({
  navigationBarTitleText: '个人资料',
  enablePullDownRefresh: false,
})
