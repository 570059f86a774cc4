export default definePageConfig({
  navigationBarTitleText: '我要提问',
  enablePullDownRefresh: true,
})
