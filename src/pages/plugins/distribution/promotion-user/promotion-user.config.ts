export default definePageConfig({
  navigationBarTitleText: '推广用户',
  enablePullDownRefresh: true,
})
