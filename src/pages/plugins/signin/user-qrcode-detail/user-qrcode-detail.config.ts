export default definePageConfig({
  navigationBarTitleText: '签到码详情',
  enablePullDownRefresh: true,
})
