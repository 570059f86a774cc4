export default definePageConfig({
  navigationBarTitleText: '发布博文',
  enablePullDownRefresh: true,
})
