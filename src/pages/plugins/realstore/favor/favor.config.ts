export default definePageConfig({
  navigationBarTitleText: '收藏门店',
  enablePullDownRefresh: true,
})
