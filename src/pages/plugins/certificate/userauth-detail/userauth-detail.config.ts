export default definePageConfig({
  navigationBarTitleText: '认证详情',
  enablePullDownRefresh: true,
})
