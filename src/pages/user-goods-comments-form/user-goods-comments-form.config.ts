export default definePageConfig({
  navigationBarTitleText: '编辑评价',
  enablePullDownRefresh: true,
})
