export default definePageConfig({
  navigationBarTitleText: '问答详情',
  enablePullDownRefresh: true,
})
