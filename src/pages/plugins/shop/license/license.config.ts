export default definePageConfig({
  navigationBarTitleText: '店铺资质',
  enablePullDownRefresh: true,
})
