export default definePageConfig({
  navigationBarTitleText: '店铺商品',
  enablePullDownRefresh: true,
})
