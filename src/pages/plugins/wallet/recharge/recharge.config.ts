export default definePageConfig({
  navigationBarTitleText: '充值',
  enablePullDownRefresh: false,
})
