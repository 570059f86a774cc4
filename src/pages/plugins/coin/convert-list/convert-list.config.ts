export default definePageConfig({
  navigationBarTitleText: '转换明细',
  enablePullDownRefresh: true,
})
