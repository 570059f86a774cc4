export default definePageConfig({
  navigationBarTitleText: '问诊开方',
  enablePullDownRefresh: true,
})
