export default definePageConfig({
  navigationBarTitleText: '活动',
  enablePullDownRefresh: true,
})
