export default definePageConfig({
  navigationBarTitleText: '魔方好物',
  enablePullDownRefresh: true,
})
