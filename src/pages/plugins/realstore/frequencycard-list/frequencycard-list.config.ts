export default definePageConfig({
  navigationBarTitleText: '我的次卡',
  enablePullDownRefresh: true,
})
