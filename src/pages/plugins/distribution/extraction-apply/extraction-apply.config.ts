export default definePageConfig({
  navigationBarTitleText: '取货点申请',
  enablePullDownRefresh: false,
})
