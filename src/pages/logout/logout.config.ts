export default definePageConfig({
  navigationBarTitleText: '账号注销',
  enablePullDownRefresh: false,
})
