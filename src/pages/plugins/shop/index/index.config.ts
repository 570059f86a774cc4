export default definePageConfig({
  navigationBarTitleText: '店铺',
  enablePullDownRefresh: true,
})
