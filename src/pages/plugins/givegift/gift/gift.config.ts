export default definePageConfig({
  navigationBarTitleText: '我的礼物',
  enablePullDownRefresh: true,
})
