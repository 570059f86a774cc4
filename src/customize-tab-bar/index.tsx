// Alipay looks for its custom tab bar under this name (tabBar.customize); it is the same bar.
export { default } from '../custom-tab-bar/index'
