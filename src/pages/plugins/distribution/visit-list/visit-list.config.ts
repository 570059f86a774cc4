export default definePageConfig({
  navigationBarTitleText: '客户拜访',
  enablePullDownRefresh: true,
})
