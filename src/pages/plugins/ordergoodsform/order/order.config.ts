export default definePageConfig({
  navigationBarTitleText: '商品表单',
  enablePullDownRefresh: true,
})
