export default definePageConfig({
  navigationBarTitleText: '签到码添加/编辑',
  enablePullDownRefresh: true,
})
