export default definePageConfig({
  navigationBarTitleText: '组合搭配',
  enablePullDownRefresh: true,
})
