export default definePageConfig({
  navigationBarTitleText: '等级介绍',
  enablePullDownRefresh: true,
})
