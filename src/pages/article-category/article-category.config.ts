export default definePageConfig({
  navigationBarTitleText: '文章分类',
  enablePullDownRefresh: true,
})
