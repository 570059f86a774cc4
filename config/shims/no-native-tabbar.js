// Stand-in for the web-component barrel @tarojs/router imports only to register <taro-tabbar>.
// The H5 app declares its tab bar custom (src/app.config.ts), so the router never draws the native one;
// without this the Stencil runtime (~40 KB gzip) would ship in the entry just for that dead import.
export function defineCustomElementTaroTabbar() {
  throw new Error('The native tab bar is not part of the H5 build (tabBar.custom is set)')
}
