export default definePageConfig({
  navigationBarTitleText: '我的礼品卡',
  enablePullDownRefresh: true,
})
