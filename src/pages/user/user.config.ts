export default definePageConfig({
  navigationBarTitleText: '个人中心',
  enablePullDownRefresh: true,
})
