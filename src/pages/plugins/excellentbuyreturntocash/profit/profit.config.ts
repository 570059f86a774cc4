export default definePageConfig({
  navigationBarTitleText: '优购返现明细',
  enablePullDownRefresh: true,
})
