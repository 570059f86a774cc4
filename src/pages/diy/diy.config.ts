export default definePageConfig({
  navigationBarTitleText: '专题页',
  enablePullDownRefresh: true,
})
