export default definePageConfig({
  navigationBarTitleText: '开通会员',
  enablePullDownRefresh: true,
})
