export default definePageConfig({
  navigationBarTitleText: '商品详情',
  enablePullDownRefresh: true,
  // Taro registers the share handlers only for pages that ask (mini-programs)
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
