import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getWalletHome, WALLET_TABS, type WalletTab } from '@/api/plugins/wallet'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { BalanceCard } from '../components/balance-card'
import { CashList } from '../components/cash-list'
import { RechargeList } from '../components/recharge-list'
import { WALLET_PAGES } from '../components/routes'
import { TransferList } from '../components/transfer-list'
import { WalletLogList } from '../components/wallet-log-list'
import '../../kit/kit.scss'
import '../components/wallet.scss'
import './user.scss'
import '@/i18n/locales/plugin-wallet'

const area = 'plugin-wallet'

/** Keep ?type= in the address so a reload or a shared link opens the same tab (H5 only). */
function syncTypeQuery(type: WalletTab): void {
  if (process.env.TARO_ENV === 'h5' && typeof window !== 'undefined') {
    const hash = window.location.hash
    const [path, query = ''] = hash.split('?')
    const params = new URLSearchParams(query)
    params.set('type', type)
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${path}?${params.toString()}`)
  }
}

/** My wallet (api-plugins-1 §5.1): balances (hidden until the eye), shortcuts, record tabs, recharge / withdraw. */
function WalletUserPage() {
  const router = useRouter()
  const allowed = useLoginGate()
  const home = useRemote(whenLoggedIn(allowed, getWalletHome), [allowed])
  const initial = WALLET_TABS.includes(router.params.type as WalletTab) ? (router.params.type as WalletTab) : 'wallet'
  const [tab, setTab] = useState<WalletTab>(initial)
  const [visible, setVisible] = useState(false)
  // Coming back from recharge / withdraw / transfer: the balance and the lists may have changed.
  const [round, setRound] = useState(0)
  useShowAgain(() => {
    void home.reload()
    setRound((n) => n + 1)
  })

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_user`}>
        <GuestNotice />
      </PageShell>
    )
  }
  const data = home.data
  const choose = (next: WalletTab) => {
    setTab(next)
    syncTypeQuery(next)
  }
  const tabs = data?.tabs.length ? data.tabs : WALLET_TABS.map((control) => ({ control, title: control }))
  return (
    <PageShell titleKey={`${area}.title_user`}>
      <StatusView status={home.status} message={home.error} onRetry={home.reload} />
      {home.status === 'ready' && data ? (
        <View>
          <BalanceCard balance={data.balance} visible={visible} onToggle={() => setVisible((v) => !v)} />
          {data.paymentCode || data.transfer ? (
            <View className='wallet-links'>
              {data.paymentCode ? (
                <Text
                  data-testid='wallet-payment-code-link'
                  onClick={() => void openPage(WALLET_PAGES.paymentCode)}
                  {...pressable(() => void openPage(WALLET_PAGES.paymentCode))}
                >
                  {t(`${area}.payment_code`)}
                </Text>
              ) : null}
              {data.transfer ? (
                <Text
                  data-testid='wallet-transfer-link'
                  onClick={() => void openPage(WALLET_PAGES.transfer)}
                  {...pressable(() => void openPage(WALLET_PAGES.transfer))}
                >
                  {t(`${area}.transfer`)}
                </Text>
              ) : null}
            </View>
          ) : null}
          {data.notices.length ? (
            <View className='pk-notice'>
              {data.notices.map((line) => (
                <Text key={line} className='pk-notice__line'>
                  {line}
                </Text>
              ))}
            </View>
          ) : null}
          <View className='pk-tabs'>
            {tabs.map((item) => (
              <View
                key={item.control}
                className={`pk-tabs__item ${item.control === tab ? 'pk-tabs__item--on' : ''}`}
                data-testid={`wallet-tab-${item.control}`}
                onClick={() => item.control !== tab && choose(item.control)}
                {...pressable(() => item.control !== tab && choose(item.control))}
                aria-current={item.control === tab ? 'true' : undefined}
              >
                {item.title}
              </View>
            ))}
          </View>
          <View key={`${tab}-${round}`}>
            {tab === 'wallet' ? <WalletLogList /> : null}
            {tab === 'recharge' ? <RechargeList onPaid={() => void home.reload()} /> : null}
            {tab === 'cash' ? <CashList /> : null}
            {tab === 'transfer' ? <TransferList /> : null}
          </View>
          {data.recharge || data.cash ? (
            <>
              <View className='wallet-bar-space' />
              <View className='wallet-bar'>
                {data.recharge ? (
                  <ActionButton size='small' testId='wallet-recharge-button' onClick={() => void openPage(WALLET_PAGES.recharge)}>
                    {t(`${area}.recharge`)}
                  </ActionButton>
                ) : null}
                {data.cash ? (
                  <ActionButton kind='plain' size='small' testId='wallet-cash-button' onClick={() => void openPage(WALLET_PAGES.cashAuth)}>
                    {t(`${area}.cash`)}
                  </ActionButton>
                ) : null}
              </View>
            </>
          ) : null}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(WalletUserPage)
