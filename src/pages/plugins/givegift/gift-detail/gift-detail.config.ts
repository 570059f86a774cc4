export default definePageConfig({
  navigationBarTitleText: '礼物详情',
  enablePullDownRefresh: true,
})
