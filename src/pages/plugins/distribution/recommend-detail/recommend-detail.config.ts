export default definePageConfig({
  navigationBarTitleText: '推荐详情',
  enablePullDownRefresh: true,
})
