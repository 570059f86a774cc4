export default definePageConfig({
  navigationBarTitleText: '专题页',
  // The page builder's header replaces the platform bar (back button, title, search, icons).
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
