export default definePageConfig({
  navigationBarTitleText: '登录',
  enablePullDownRefresh: false,
})
