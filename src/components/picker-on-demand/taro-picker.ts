// Taro's Picker as a module of its own, so the web build can load it apart (picker-on-demand.tsx).
export { Picker as default } from '@tarojs/components'
