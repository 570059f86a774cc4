export default definePageConfig({
  navigationBarTitleText: '直播间',
  enablePullDownRefresh: true,
})
