export default definePageConfig({
  navigationBarTitleText: '支付凭证',
  enablePullDownRefresh: true,
})
