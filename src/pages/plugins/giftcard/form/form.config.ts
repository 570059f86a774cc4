export default definePageConfig({
  navigationBarTitleText: '卡密兑换',
  enablePullDownRefresh: false,
})
