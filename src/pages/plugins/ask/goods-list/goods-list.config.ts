export default definePageConfig({
  navigationBarTitleText: '商品问答',
  enablePullDownRefresh: true,
})
