export default definePageConfig({
  navigationBarTitleText: '编辑地址',
  enablePullDownRefresh: false,
})
