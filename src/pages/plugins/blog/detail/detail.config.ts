export default definePageConfig({
  navigationBarTitleText: '博文详情',
  enablePullDownRefresh: true,
})
