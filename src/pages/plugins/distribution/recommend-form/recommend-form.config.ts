export default definePageConfig({
  navigationBarTitleText: '推荐宝编辑',
  enablePullDownRefresh: true,
})
