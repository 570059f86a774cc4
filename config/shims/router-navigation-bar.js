// Stand-in for @tarojs/router's navigationBar.js, which draws Taro's own navigation bar (three inline SVGs
// and its stylesheet). Every page of the app draws its own bar (components/nav-bar) and none sets
// navigationStyle 'default', the only case where Taro's is shown. The router still sets document.title
// on each page (router/navigation-bar.js, which works without the element).
export function initNavigationBar() {}
