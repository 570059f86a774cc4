export default definePageConfig({
  navigationBarTitleText: '充值开票',
  enablePullDownRefresh: true,
})
