export default definePageConfig({
  navigationBarTitleText: '转账详情',
  enablePullDownRefresh: true,
})
