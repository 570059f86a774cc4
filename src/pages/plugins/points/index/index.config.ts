export default definePageConfig({
  navigationBarTitleText: '积分商城',
  enablePullDownRefresh: true,
  // Taro registers the share handler only for pages that ask (mini-programs)
  enableShareAppMessage: true,
})
