export default definePageConfig({
  navigationBarTitleText: '选择取货点',
  enablePullDownRefresh: true,
})
