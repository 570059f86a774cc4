export default definePageConfig({
  navigationBarTitleText: '我的地址',
  enablePullDownRefresh: true,
})
