export default definePageConfig({
  navigationBarTitleText: '我的问答',
  enablePullDownRefresh: true,
})
