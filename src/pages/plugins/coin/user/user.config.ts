export default definePageConfig({
  navigationBarTitleText: '虚拟币',
  enablePullDownRefresh: true,
})
