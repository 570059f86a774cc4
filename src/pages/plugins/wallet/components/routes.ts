// Page paths of the wallet plugin (subpackage pages/plugins/wallet).
const ROOT = '/pages/plugins/wallet'

export const WALLET_PAGES = {
  user: `${ROOT}/user/user`,
  recharge: `${ROOT}/recharge/recharge`,
  cashAuth: `${ROOT}/cash-auth/cash-auth`,
  cashCreate: `${ROOT}/cash-create/cash-create`,
  transfer: `${ROOT}/transfer/transfer`,
  paymentCode: `${ROOT}/payment-code/payment-code`,
  logDetail: `${ROOT}/wallet-log-detail/wallet-log-detail`,
  rechargeDetail: `${ROOT}/user-recharge-detail/user-recharge-detail`,
  cashDetail: `${ROOT}/user-cash-detail/user-cash-detail`,
  transferDetail: `${ROOT}/user-transfer-detail/user-transfer-detail`,
}

export const walletTabUrl = (type: string) => `${WALLET_PAGES.user}?type=${type}`
