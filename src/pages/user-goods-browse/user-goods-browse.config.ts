export default definePageConfig({
  navigationBarTitleText: '我的足迹',
  enablePullDownRefresh: true,
})
