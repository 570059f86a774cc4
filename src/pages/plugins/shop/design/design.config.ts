export default definePageConfig({
  navigationBarTitleText: '店铺专题',
  enablePullDownRefresh: true,
})
