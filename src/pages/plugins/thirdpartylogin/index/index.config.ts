export default definePageConfig({
  navigationBarTitleText: '扫码登录',
  enablePullDownRefresh: true,
})
