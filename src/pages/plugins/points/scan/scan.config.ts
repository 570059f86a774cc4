export default definePageConfig({
  navigationBarTitleText: '扫码领积分',
  enablePullDownRefresh: false,
})
