export default definePageConfig({
  navigationBarTitleText: '钱包付款码',
  enablePullDownRefresh: false,
})
