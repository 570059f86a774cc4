export default definePageConfig({
  navigationBarTitleText: '领券中心',
  enablePullDownRefresh: true,
})
