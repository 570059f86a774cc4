export default definePageConfig({
  navigationBarTitleText: '推荐宝',
  enablePullDownRefresh: true,
})
