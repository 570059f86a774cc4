export default definePageConfig({
  navigationBarTitleText: '品牌',
  enablePullDownRefresh: true,
})
