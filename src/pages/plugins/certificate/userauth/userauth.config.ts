export default definePageConfig({
  navigationBarTitleText: '资质认证',
  enablePullDownRefresh: true,
})
