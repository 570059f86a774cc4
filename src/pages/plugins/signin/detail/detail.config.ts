export default definePageConfig({
  navigationBarTitleText: '签到',
  enablePullDownRefresh: true,
})
