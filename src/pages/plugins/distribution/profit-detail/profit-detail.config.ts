export default definePageConfig({
  navigationBarTitleText: '收益详情',
  enablePullDownRefresh: true,
})
