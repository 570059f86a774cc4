import { observer } from 'mobx-react-lite'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { OptionSheet } from './option-sheet'

export const COIN_ROOT = '/pages/plugins/coin'
export const coinPage = (page: string, query = '') => `${COIN_ROOT}/${page}/${page}${query ? `?${query}` : ''}`

const LISTS = ['recharge-list', 'transfer-list', 'transaction-list', 'cash-list', 'convert-list']

/** "Details": the five history lists, each for `accountId` when given (§6.1, §6.2). */
export const LinksSheet = observer(function LinksSheet({ open, onClose, accountId }: { open: boolean; onClose: () => void; accountId?: string }) {
  return (
    <OptionSheet
      open={open}
      title={t('plugin-coin.details')}
      options={LISTS.map((page) => ({ value: page, label: t(`plugin-coin.title_${page.replace('-', '_')}`) }))}
      value=''
      onSelect={(page) => void openPage(coinPage(page, accountId ? `id=${accountId}` : ''))}
      onClose={onClose}
      testId='coin-links'
    />
  )
})
