export default definePageConfig({
  navigationBarTitleText: '商品搜索',
  enablePullDownRefresh: true,
  // Taro registers the share handlers only for pages that ask (mini-programs)
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
