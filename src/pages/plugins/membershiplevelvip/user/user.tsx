import { Button, Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { centerAction, getVipCenter, renewVip, type VipCenter } from '@/api/plugins/membershiplevelvip'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { imageAlt } from '../../kit/image-alt'
import { readableOver } from '../components/readable-over'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useStores } from '@/stores/root-store'
import { MEMBER_CODE_PAGE } from '../components/vip-user-entry'
import { VIP_ORDERS_PAGE } from '../components/use-vip-payment'
import '../../kit/kit.scss'
import './user.scss'
import '@/i18n/locales/plugin-membershiplevelvip'

const BUY_PAGE = '/pages/plugins/membershiplevelvip/buy/buy'

function badgeSuffix(center: VipCenter): string {
  const vip = center.userVip
  if (!vip) return ''
  if (vip.isPermanent) return vip.permanentText
  if (vip.remainingNumber !== 0) return t('plugin-membershiplevelvip.remaining', { n: vip.remainingNumber, unit: vip.remainingUnit })
  return t('plugin-membershiplevelvip.expired')
}

/** My membership (api-plugins-1 §3.3): level, time left, buy/renew, stats and the plugin menu. */
function VipUserPage() {
  const { session } = useStores()
  const allowed = useLoginGate()
  const center = useRemote(whenLoggedIn(allowed, getVipCenter), [allowed])
  const [renewing, setRenewing] = useState(false)

  if (!allowed) {
    return (
      <PageShell titleKey='plugin-membershiplevelvip.title_user'>
        <GuestNotice />
      </PageShell>
    )
  }
  const data = center.data
  const action = data ? centerAction(data) : null

  const renew = async () => {
    if (!(await confirmAction(t('plugin-membershiplevelvip.renew_confirm')))) return
    setRenewing(true)
    const result = await renewVip()
    setRenewing(false)
    if (result.ok) void openPage(VIP_ORDERS_PAGE, { redirect: true })
  }

  return (
    <PageShell titleKey='plugin-membershiplevelvip.title_user'>
      <StatusView status={center.status} message={center.error} onRetry={center.reload} />
      {center.status === 'ready' && data ? (
        <View className='vip-user'>
          <View className='vip-user__head' style={readableOver(data.headBackground)}>
            <View className='vip-user__who'>
              {session.user?.avatar ? (
                <Image className='vip-user__avatar' src={String(session.user.avatar)} {...imageAlt('')} />
              ) : (
                <View className='vip-user__avatar' />
              )}
              <View className='vip-user__names'>
                <Text className='vip-user__nickname'>{session.user?.nickname || session.user?.user_name_view || session.user?.username}</Text>
                <Text className='vip-user__badge' data-testid='vip-badge'>
                  {data.userVip
                    ? t('plugin-membershiplevelvip.level_with_time', { level: data.userVip.levelName, time: badgeSuffix(data) })
                    : t('plugin-membershiplevelvip.not_member')}
                </Text>
              </View>
              {data.base.memberCodeEnabled ? (
                <Text
                  className='vip-user__qr'
                  data-testid='vip-open-member-code'
                  onClick={() => void openPage(MEMBER_CODE_PAGE)}
                  {...pressable(() => void openPage(MEMBER_CODE_PAGE))}
                >
                  {t('plugin-membershiplevelvip.title_member_code')}
                </Text>
              ) : null}
            </View>
            {action === 'buy' || action === 'continue' ? (
              <Button className='vip-user__action' data-testid='vip-buy-action' onClick={() => void openPage(BUY_PAGE)}>
                {action === 'buy' ? t('plugin-membershiplevelvip.activate_membership') : t('plugin-membershiplevelvip.continue_open')}
              </Button>
            ) : null}
            {action === 'renew' ? (
              <Button
                className={`vip-user__action ${renewing ? 'vip-user__action--disabled' : ''}`}
                data-testid='vip-renew'
                disabled={renewing || undefined}
                onClick={() => void renew()}
              >
                {t('plugin-membershiplevelvip.renew')}
              </Button>
            ) : null}
          </View>
          <View className='pk-page'>
            {data.base.centerNotices.length ? (
              <View className='pk-notice'>
                {data.base.centerNotices.map((line) => (
                  <Text key={line} className='pk-notice__line'>
                    {line}
                  </Text>
                ))}
              </View>
            ) : null}
            <View className='pk-card'>
              <Text className='pk-card__title'>{t('plugin-membershiplevelvip.promoted_customers')}</Text>
              <View className='vip-user__stats'>
                {data.teamStats.map((stat) => (
                  <View key={stat.name} className='vip-user__stat'>
                    <Text className='vip-user__stat-value'>{t('plugin-membershiplevelvip.people', { n: stat.value })}</Text>
                    <Text className='vip-user__stat-name'>{stat.name}</Text>
                  </View>
                ))}
              </View>
            </View>
            <View className='pk-card'>
              <Text className='pk-card__title'>{t('plugin-membershiplevelvip.rebate_overview')}</Text>
              <View className='vip-user__stats'>
                {data.profitStats.map((stat) => (
                  <View key={stat.name} className='vip-user__stat'>
                    <Text className='vip-user__stat-value'>{`${stat.first}${stat.value}`}</Text>
                    <Text className='vip-user__stat-name'>{stat.name}</Text>
                  </View>
                ))}
              </View>
            </View>
            <View className='pk-card vip-user__nav'>
              {data.nav.map((item) => (
                <View
                  key={item.url}
                  className='vip-user__nav-item'
                  data-testid='vip-nav'
                  onClick={() => void openPage(item.url)}
                  {...pressable(() => void openPage(item.url))}
                >
                  {item.icon ? <Image className='vip-user__nav-icon' src={item.icon} mode='aspectFit' {...imageAlt('')} /> : null}
                  <Text>{item.title}</Text>
                </View>
              ))}
            </View>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(VipUserPage)
