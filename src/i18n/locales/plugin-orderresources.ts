import { registerLocale } from '../index'
// Texts of the order resources page (api-plugins-2 §3.19).
const locale = {
  zh: {
    title: '订单资源',
    open: '订单资源',
    images: '图片',
    image_n: '第 {n} 张图片',
    videos: '视频',
    files: '文件',
    note: '备注',
    copy_link: '复制链接',
    empty: '该订单暂无资源',
  },
  en: {
    title: 'Order resources',
    open: 'Resources',
    images: 'Images',
    image_n: 'Image {n}',
    videos: 'Videos',
    files: 'Files',
    note: 'Note',
    copy_link: 'Copy the link',
    empty: 'This order has no resources',
  },
}

registerLocale('plugin-orderresources', locale)

export default locale
