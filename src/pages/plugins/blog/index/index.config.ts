export default definePageConfig({
  navigationBarTitleText: '博客',
  enablePullDownRefresh: true,
})
