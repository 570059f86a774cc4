export default definePageConfig({
  navigationBarTitleText: '就诊人',
  enablePullDownRefresh: true,
})
