export default definePageConfig({
  navigationBarTitleText: '充值详情',
  enablePullDownRefresh: true,
})
