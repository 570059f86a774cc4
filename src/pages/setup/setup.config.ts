export default definePageConfig({
  navigationBarTitleText: '设置',
  enablePullDownRefresh: false,
})
