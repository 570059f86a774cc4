export default definePageConfig({
  navigationBarTitleText: '店铺领券中心',
  enablePullDownRefresh: true,
})
