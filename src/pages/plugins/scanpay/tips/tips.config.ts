export default definePageConfig({
  navigationBarTitleText: '付款结果',
  enablePullDownRefresh: true,
})
