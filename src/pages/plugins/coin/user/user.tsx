import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getCoinOverview } from '@/api/plugins/coin'
import { Icon } from '@/components/icon/icon'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { coinPage, LinksSheet } from '../components/links-sheet'
import { imageAlt } from '../../kit/image-alt'
import '../components/coin.scss'
import './user.scss'
import '@/i18n/locales/plugin-coin'

/** Coin overview (api-plugins-1 §6.1): hidden total, actions, the details sheet and every account. */
function CoinUserPage() {
  const allowed = useLoginGate()
  const overview = useRemote(whenLoggedIn(allowed, getCoinOverview), [allowed], (d) => d.accounts.length === 0)
  const [visible, setVisible] = useState(false)
  const [linksOpen, setLinksOpen] = useState(false)
  // Balances change on the pages opened from here (convert, withdraw...).
  useShowAgain(() => void overview.reload())

  if (!allowed) {
    return (
      <PageShell titleKey='plugin-coin.title_user'>
        <GuestNotice />
      </PageShell>
    )
  }
  const data = overview.data
  const actions = data
    ? [
        { key: 'recharge', on: data.rechargeEnabled, icon: 'plus' as const, onClick: () => void openPage(coinPage('recharge')) },
        { key: 'convert', on: data.convertEnabled, icon: 'arrow-left-right' as const, onClick: () => void openPage(coinPage('convert')) },
        { key: 'cash', on: data.cashEnabled, icon: 'banknote' as const, onClick: () => void openPage(coinPage('cash')) },
        { key: 'details', on: true, icon: 'list' as const, onClick: () => setLinksOpen(true) },
      ].filter((a) => a.on)
    : []

  return (
    <PageShell titleKey='plugin-coin.title_user'>
      <StatusView status={overview.status} message={overview.status === 'empty' ? t('plugin-coin.no_accounts') : overview.error} onRetry={overview.reload} />
      {overview.status === 'ready' && data ? (
        <View className='coin-user'>
          <View className='coin-user__head'>
            <View className='coin-user__label' onClick={() => setVisible(!visible)} {...pressable(() => setVisible(!visible))} data-testid='coin-eye'>
              <Text>{t('plugin-coin.balance')}</Text>
              <Icon name={visible ? 'eye-off' : 'eye'} size={32} label={t(visible ? 'plugin-coin.hide_amounts' : 'plugin-coin.show_amounts')} />
            </View>
            <View className='coin-user__total' data-testid='coin-summary'>
              {visible ? <Price value={data.summary} size='large' className='coin-user__price' /> : <Text>***</Text>}
            </View>
            <View className='coin-user__actions'>
              {actions.map((a) => (
                <View key={a.key} className='coin-user__action' onClick={a.onClick} {...pressable(a.onClick)} data-testid={`coin-action-${a.key}`}>
                  <View className='coin-user__glyph'>
                    <Icon name={a.icon} size={40} />
                  </View>
                  <Text>{t(`plugin-coin.action_${a.key}`)}</Text>
                </View>
              ))}
            </View>
          </View>
          <View className='coin-user__list'>
            {data.accounts.map((account) => (
              <View
                key={account.id}
                className='coin-user__row'
                data-testid='coin-account-row'
                data-symbol={account.symbol}
                onClick={() => void openPage(coinPage('detail', `id=${account.id}`))}
                {...pressable(() => void openPage(coinPage('detail', `id=${account.id}`)))}
              >
                {account.platformIcon ? (
                  <Image className='coin-user__icon' src={account.platformIcon} {...imageAlt('')} />
                ) : (
                  <View className='coin-user__icon' />
                )}
                <Text className='coin-user__name'>{account.platformName}</Text>
                <View className='coin-user__amounts'>
                  <Text className='coin-user__coin' data-testid='coin-account-balance'>
                    {account.symbol} {visible ? account.normalCoin : '***'}
                  </Text>
                  {visible ? <Price value={account.defaultCoin} size='small' /> : <Text className='coin-user__hidden'>***</Text>}
                </View>
              </View>
            ))}
          </View>
        </View>
      ) : null}
      <LinksSheet open={linksOpen} onClose={() => setLinksOpen(false)} />
    </PageShell>
  )
}

export default observer(CoinUserPage)
