export default definePageConfig({
  navigationBarTitleText: '推广奖励',
  enablePullDownRefresh: true,
})
