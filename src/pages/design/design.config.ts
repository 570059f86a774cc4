export default definePageConfig({
  navigationBarTitleText: '页面',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
