export default definePageConfig({
  navigationBarTitleText: '领取礼物',
  enablePullDownRefresh: true,
})
