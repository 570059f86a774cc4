export default definePageConfig({
  navigationBarTitleText: '拜访记录',
  enablePullDownRefresh: true,
})
