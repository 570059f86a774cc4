export default definePageConfig({
  navigationBarTitleText: '全部直播',
  enablePullDownRefresh: true,
})
