import { registerLocale } from '../index'
// Texts of the shared image picker, kept apart so the form pages that use it carry only these few.
const locale = {
  zh: {
    add: '上传图片',
    uploading: '上传中 {n}%',
    remove: '删除图片',
  },
  en: {
    add: 'Add photo',
    uploading: 'Uploading {n}%',
    remove: 'Remove photo',
  },
}

registerLocale('image-picker', locale)

export default locale
