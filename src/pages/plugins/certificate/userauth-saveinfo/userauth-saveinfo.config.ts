export default definePageConfig({
  navigationBarTitleText: '提交认证',
  enablePullDownRefresh: true,
})
