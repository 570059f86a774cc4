import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getAccountDetail } from '@/api/plugins/coin'
import { ActionButton } from '@/components/action-button/action-button'
import { Icon } from '@/components/icon/icon'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { DetailRows } from '../../kit/detail-rows'
import { AccountPicker } from '../components/account-picker'
import { coinPage, LinksSheet } from '../components/links-sheet'
import '../../kit/kit.scss'
import '../components/coin.scss'
import '@/i18n/locales/plugin-coin'

const area = 'plugin-coin'

/** One account (api-plugins-1 §6.2): switcher, hidden balance, transfer / receive / details, recent log. */
function CoinDetailPage() {
  const router = useRouter()
  const allowed = useLoginGate()
  const [id, setId] = useState(String(router.params.id ?? ''))
  const [visible, setVisible] = useState(false)
  const [linksOpen, setLinksOpen] = useState(false)
  const detail = useRemote(
    whenLoggedIn(allowed, () => getAccountDetail(id)),
    [allowed, id],
  )

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_detail`}>
        <GuestNotice />
      </PageShell>
    )
  }
  const data = detail.data
  const account = data?.account
  return (
    <PageShell titleKey={`${area}.title_detail`}>
      <StatusView status={detail.status} message={detail.error} onRetry={detail.reload} />
      {detail.status === 'ready' && data && account ? (
        <View className='pk-page'>
          <View className='coin-card'>
            <AccountPicker accounts={data.accounts} account={account} onChange={setId} />
            <View className='coin-card__line' onClick={() => setVisible(!visible)} {...pressable(() => setVisible(!visible))} data-testid='coin-eye'>
              <Text className='coin-card__label'>{t(`${area}.balance`)}</Text>
              <Icon name={visible ? 'eye-off' : 'eye'} size={32} label={t(visible ? `${area}.hide_amounts` : `${area}.show_amounts`)} />
            </View>
            <Text className='coin-card__big' data-testid='coin-detail-balance'>
              {account.symbol} {visible ? account.normalCoin : '***'}
            </Text>
            <View className='coin-card__line'>
              <Text>{t(`${area}.value`)}</Text>
              {visible ? <Price value={account.defaultCoin} size='small' /> : <Text>***</Text>}
            </View>
            <View className='coin-card__line'>
              <Text>{t(`${area}.frozen`)}</Text>
              <Text>{visible ? account.frozenCoin : '***'}</Text>
            </View>
            <View className='pk-card__actions'>
              {account.transferEnabled ? (
                <ActionButton size='small' testId='coin-detail-transfer' onClick={() => void openPage(coinPage('transfer', `id=${account.id}`))}>
                  {t(`${area}.action_transfer`)}
                </ActionButton>
              ) : null}
              <ActionButton
                kind='plain'
                size='small'
                testId='coin-detail-receive'
                onClick={() => void openPage(coinPage('collection', `accounts_key=${encodeURIComponent(account.accountsKey)}`))}
              >
                {t(`${area}.action_receive`)}
              </ActionButton>
              <ActionButton kind='plain' size='small' onClick={() => setLinksOpen(true)}>
                {t(`${area}.action_details`)}
              </ActionButton>
            </View>
          </View>
          <Text className='pk-card__title'>{t(`${area}.recent_log`)}</Text>
          {data.logs.length === 0 ? <StatusView status='empty' message={t(`${area}.empty`)} /> : null}
          {data.logs.map((log) => (
            <View key={log.id} className='pk-card' data-testid='coin-log-row'>
              <View className='pk-card__head'>
                <Text>{log.coinTypeName}</Text>
                <Text>{log.addTime}</Text>
              </View>
              <DetailRows
                rows={[
                  [t(`${area}.operate_type`), log.operateTypeName],
                  [t(`${area}.operate_coin`), log.operateCoin],
                  [t(`${area}.original_coin`), log.originalCoin],
                  [t(`${area}.latest_coin`), log.latestCoin],
                ]}
              />
            </View>
          ))}
          <View
            className='coin-card__link coin-more'
            onClick={() => void openPage(coinPage('transaction-list', `id=${account.id}`))}
            {...pressable(() => void openPage(coinPage('transaction-list', `id=${account.id}`)))}
            data-testid='coin-more-log'
          >
            {t(`${area}.more_details`)}
          </View>
        </View>
      ) : null}
      <LinksSheet open={linksOpen} onClose={() => setLinksOpen(false)} accountId={account?.id} />
    </PageShell>
  )
}

export default observer(CoinDetailPage)
