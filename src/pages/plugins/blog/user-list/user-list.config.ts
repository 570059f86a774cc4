export default definePageConfig({
  navigationBarTitleText: '我的博文',
  enablePullDownRefresh: true,
})
