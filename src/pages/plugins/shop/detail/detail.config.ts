export default definePageConfig({
  navigationBarTitleText: '店铺首页',
  enablePullDownRefresh: true,
})
