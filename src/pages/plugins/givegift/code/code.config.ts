export default definePageConfig({
  navigationBarTitleText: '礼物领取码',
  enablePullDownRefresh: true,
})
