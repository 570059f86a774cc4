// Stand-in for Taro's H5 toast, loading, modal and action sheet (taro-h5 api/ui/interaction). The original
// builds all three widgets when the module loads, with their stylesheet and an icon font (~6 KB gzip in
// the entry); this one fetches it with the first call. Every one of these APIs answers with a promise, and
// the calls run in the order they were made, so the pages see the same API, one chunk load later the
// first time (the service worker has the chunk precached).
let loading = null
function real() {
  if (!loading) {
    loading = import('@tarojs/taro-h5/dist/api/ui/interaction/index.js').catch((error) => {
      loading = null // offline and not cached: the next call tries again
      throw error
    })
  }
  return loading
}
const later =
  (name) =>
  (...args) =>
    real().then((api) => api[name](...args))
// Nothing was ever shown: nothing to hide, and no reason to fetch the widgets for it.
const hide = (name) => {
  const call = later(name)
  return (...args) => (loading ? call(...args) : Promise.resolve({ errMsg: `${name}:ok` }))
}

export const showToast = later('showToast')
export const hideToast = hide('hideToast')
export const showLoading = later('showLoading')
export const hideLoading = hide('hideLoading')
export const showModal = later('showModal')
export const showActionSheet = later('showActionSheet')
export const enableAlertBeforeUnload = later('enableAlertBeforeUnload')
export const disableAlertBeforeUnload = later('disableAlertBeforeUnload')
