export default definePageConfig({
  navigationBarTitleText: '自提地址',
  enablePullDownRefresh: true,
})
