export default definePageConfig({
  navigationBarTitleText: '收藏的店铺',
  enablePullDownRefresh: true,
})
