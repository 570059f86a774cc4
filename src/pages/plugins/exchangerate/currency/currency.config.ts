export default definePageConfig({
  navigationBarTitleText: '货币切换',
  enablePullDownRefresh: true,
})
