export const CERTIFICATE_PAGES = {
  list: '/pages/plugins/certificate/userauth/userauth',
  form: '/pages/plugins/certificate/userauth-saveinfo/userauth-saveinfo',
  detail: (id: string) => `/pages/plugins/certificate/userauth-detail/userauth-detail?id=${id}`,
}
