import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { getSigninCenter, getSigninHistory, getSigninQrcodes, type SigninBase } from '@/api/plugins/signin'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { DetailRows } from '../../kit/detail-rows'
import { StatusTabs } from '../../kit/status-tabs'
import '../../kit/kit.scss'
import './user.scss'
import '@/i18n/locales/plugin-signin'

const PAGES = '/pages/plugins/signin'

const HistoryTab = observer(function HistoryTab() {
  const list = usePagedList(getSigninHistory, [])
  return (
    <PagedList
      className='pk-page'
      list={list}
      emptyMessage={t('plugin-signin.history_empty')}
      renderItem={(row) => (
        <View key={row.id} className='pk-card' data-testid='signin-history-row'>
          <DetailRows
            rows={[
              [t('plugin-signin.reward_points'), <Text key='i' className='signin-user__points'>{`+${row.integral}`}</Text>],
              [t('plugin-signin.checkin_time'), row.addTime],
            ]}
          />
        </View>
      )}
    />
  )
})

const openCode = (id: string) => void openPage(`${PAGES}/user-qrcode-detail/user-qrcode-detail?id=${id}`)

const QrcodeTab = observer(function QrcodeTab() {
  const [base, setBase] = useState<SigninBase | null>(null)
  const fetchPage = useCallback(async (page: number) => {
    const result = await getSigninQrcodes(page)
    if (result.ok) setBase(result.data.base)
    return result
  }, [])
  const list = usePagedList(fetchPage, [])
  return (
    <View>
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={t('plugin-signin.qrcode_empty')}
        renderItem={(code) => (
          <View key={code.id} className='pk-card' data-testid='signin-qrcode-row'>
            <View onClick={() => openCode(code.id)} {...pressable(() => openCode(code.id))}>
              <View className='pk-card__head'>
                <Text>{code.addTime}</Text>
                <Text className='pk-card__status'>{code.enabledName}</Text>
              </View>
              <DetailRows
                rows={[
                  [t('plugin-signin.inviter_reward'), t('plugin-signin.points', { n: code.rewardMaster })],
                  [t('plugin-signin.invitee_reward'), t('plugin-signin.points', { n: code.rewardInvitee })],
                ]}
              />
            </View>
            <View className='pk-card__actions'>
              <ActionButton kind='plain' size='small' onClick={() => void openPage(`${PAGES}/detail/detail?id=${code.id}`)}>
                {t('plugin-signin.btn_checkin')}
              </ActionButton>
              {base?.showComingUsers ? (
                <ActionButton kind='plain' size='small' onClick={() => void openPage(`${PAGES}/user-coming-list/user-coming-list?id=${code.id}`)}>
                  {t('plugin-signin.btn_users')}
                </ActionButton>
              ) : null}
              <ActionButton
                size='small'
                testId='signin-qrcode-edit'
                onClick={() => void openPage(`${PAGES}/user-qrcode-saveinfo/user-qrcode-saveinfo?id=${code.id}`)}
              >
                {t('plugin-signin.btn_edit')}
              </ActionButton>
            </View>
          </View>
        )}
      />
      {list.status === 'empty' && base?.canTeam ? (
        <View className='pk-page'>
          <ActionButton
            size='small'
            className='signin-user__team'
            testId='signin-team-create'
            onClick={() => void openPage(`${PAGES}/user-qrcode-saveinfo/user-qrcode-saveinfo?is_team=1`)}
          >
            {t('plugin-signin.team_checkin')}
          </ActionButton>
        </View>
      ) : null}
    </View>
  )
})

/** My check-in centre (api-plugins-1 §11.2): tab 0 history, tab 1 sign-in codes (?type=). */
function SigninUserPage() {
  const router = useRouter()
  const allowed = useLoginGate()
  const center = useRemote(whenLoggedIn(allowed, getSigninCenter), [allowed])
  const [tab, setTab] = useState(router.params.type === '1' ? '1' : '0')
  if (!allowed) {
    return (
      <PageShell titleKey='plugin-signin.title_user'>
        <GuestNotice />
      </PageShell>
    )
  }
  const titles = center.data?.tabs ?? []
  return (
    <PageShell titleKey='plugin-signin.title_user'>
      {center.data?.rules.length ? (
        <View className='pk-notice'>
          <Text className='pk-notice__line'>{center.data.rules[0]}</Text>
        </View>
      ) : null}
      <StatusTabs
        tabs={[
          { value: '0', label: titles[0] || t('plugin-signin.reward_points') },
          { value: '1', label: titles[1] || t('plugin-signin.team_checkin') },
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab === '0' ? <HistoryTab /> : <QrcodeTab />}
    </PageShell>
  )
}

export default observer(SigninUserPage)
