// Page paths of the binding plugin (subpackage pages/plugins/binding).
const ROOT = '/pages/plugins/binding'

export const BINDING_PAGES = {
  index: `${ROOT}/index/index`,
  detail: `${ROOT}/detail/detail`,
}

export const bundleUrl = (id: string) => `${BINDING_PAGES.detail}?id=${id}`
