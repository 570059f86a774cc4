export default definePageConfig({
  navigationBarTitleText: '优惠券',
  enablePullDownRefresh: true,
  // Taro registers the share handler only for pages that ask (mini-programs)
  enableShareAppMessage: true,
})
