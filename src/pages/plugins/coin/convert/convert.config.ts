export default definePageConfig({
  navigationBarTitleText: '转换',
  enablePullDownRefresh: true,
})
