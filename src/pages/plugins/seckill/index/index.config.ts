export default definePageConfig({
  navigationBarTitleText: '限时秒杀',
  enablePullDownRefresh: true,
  // Taro registers the share handler only for pages that ask (mini-programs)
  enableShareAppMessage: true,
})
