export default definePageConfig({
  navigationBarTitleText: '取货点',
  enablePullDownRefresh: true,
})
