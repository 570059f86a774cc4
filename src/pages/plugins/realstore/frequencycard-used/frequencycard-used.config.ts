export default definePageConfig({
  navigationBarTitleText: '使用记录',
  enablePullDownRefresh: true,
})
