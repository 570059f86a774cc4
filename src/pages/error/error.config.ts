export default definePageConfig({
  navigationBarTitleText: '出错了',
  enablePullDownRefresh: true,
})
