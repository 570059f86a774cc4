export default definePageConfig({
  navigationBarTitleText: '标签商品',
  enablePullDownRefresh: true,
})
