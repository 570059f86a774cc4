// Stand-in for @tarojs/router's tabbar.js. The H5 app declares its tab bar custom (src/app.config.ts) and
// draws it itself, so the router's native one never starts; the original would still bring the Stencil
// runtime (the <taro-tabbar> registration, ~40 KB gzip) and Taro's tab-bar API layer into the entry.
export function initTabbar(config) {
  if (config.tabBar == null || config.tabBar.custom) return
  throw new Error('The native tab bar is not part of the H5 build (tabBar.custom is set)')
}
