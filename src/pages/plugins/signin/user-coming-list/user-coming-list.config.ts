export default definePageConfig({
  navigationBarTitleText: '签到用户',
  enablePullDownRefresh: true,
})
