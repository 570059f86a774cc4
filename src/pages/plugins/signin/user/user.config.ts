export default definePageConfig({
  navigationBarTitleText: '我的签到',
  enablePullDownRefresh: true,
})
