import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getSigninQrcode } from '@/api/plugins/signin'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { whenLinked } from '@/lib/route-params'
import { t } from '@/i18n'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { DetailRows } from '../../kit/detail-rows'
import '../../kit/kit.scss'
import './user-qrcode-detail.scss'
import '@/i18n/locales/plugin-signin'

/** One of my sign-in codes (api-plugins-1 §11.3): contact, rewards, streak and time-window rules. */
function SigninQrcodeDetailPage() {
  const id = useRouter().params.id ?? ''
  const allowed = useLoginGate()
  const code = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(id, () => getSigninQrcode(id)),
    ),
    [allowed, id],
  )
  const c = code.data
  return (
    <PageShell titleKey='plugin-signin.title_qrcode_detail'>
      {!allowed ? <GuestNotice /> : <StatusView status={code.status} kind={code.failureKind} message={code.error} onRetry={code.reload} />}
      {allowed && code.status === 'ready' && c ? (
        <View className='pk-page' data-testid='signin-qrcode-detail'>
          <View className='pk-card'>
            <Text className='pk-card__title'>{t('plugin-signin.basic_info')}</Text>
            <DetailRows
              rows={[
                [t('plugin-signin.enabled'), c.enabledName],
                [t('plugin-signin.inviter_reward'), t('plugin-signin.points', { n: c.rewardMaster })],
                [t('plugin-signin.invitee_reward'), t('plugin-signin.points', { n: c.rewardInvitee })],
                [t('plugin-signin.contact_name'), c.name],
                [t('plugin-signin.contact_tel'), c.tel],
                [t('plugin-signin.contact_address'), c.address],
                [t('plugin-signin.note'), c.note],
                [t('plugin-signin.created'), c.addTime],
                [t('plugin-signin.updated'), c.updTime],
              ]}
            />
          </View>
          <View className='pk-card'>
            <Text className='pk-card__title'>{t('plugin-signin.streak_rules')}</Text>
            {c.streakRules.length ? (
              c.streakRules.map((rule) => (
                <Text key={rule.number} className='signin-code__rule'>
                  {t('plugin-signin.streak_rule', { n: rule.number, v: rule.value })}
                </Text>
              ))
            ) : (
              <Text className='signin-code__rule'>{t('plugin-signin.none')}</Text>
            )}
          </View>
          <View className='pk-card'>
            <Text className='pk-card__title'>{t('plugin-signin.time_reward')}</Text>
            <Text className='signin-code__rule'>
              {c.timeReward
                ? t('plugin-signin.time_rule', { start: c.timeReward.start, end: c.timeReward.end, v: c.timeReward.value })
                : t('plugin-signin.none')}
            </Text>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(SigninQrcodeDetailPage)
