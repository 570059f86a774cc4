export default definePageConfig({
  navigationBarTitleText: '开票添加',
  enablePullDownRefresh: true,
})
