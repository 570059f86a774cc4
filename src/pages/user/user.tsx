import { Image, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { getUserCenter, type UserCenter } from '@/api/user'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { goLogin, openEvent, openPage } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import { useStores } from '@/stores/root-store'
import { ACCOUNT_SHORTCUTS, extraNavigation, ORDER_STATUS_SHORTCUTS, type Shortcut } from './shortcuts'
import './user.scss'
import { USER_CENTRE_ENTRIES, USER_CENTRE_SHORTCUTS } from '@/slots/slots'
import { listItems, Slot } from '@/slots/slot'
import '@/slots/fills/user-centre'
import '@/i18n/locales/account'

/** Every tap except settings needs a signed-in user (api-core 3.4). */
function openGated(url: string, open = false): void {
  if (open || ensureLogin()) void openPage(url)
}

function countOf(center: UserCenter | null, status: number): number {
  return center?.orderStatus.find((s) => s.status === status)?.count ?? 0
}

const ShortcutGrid = observer(function ShortcutGrid({ items, testId }: { items: Shortcut[]; testId: string }) {
  return (
    <View className='user-grid' data-testid={testId}>
      {items.map((item) => (
        <View key={item.key} className='user-grid__item' onClick={() => openGated(item.url, item.open)} data-testid={`user-nav-${item.key}`}>
          <View className={`user-grid__icon user-grid__icon--${item.key}`}>
            <Text className='user-grid__glyph'>{item.glyph}</Text>
            {item.badge ? <Text className='user-grid__badge'>{item.badge > 99 ? '99+' : item.badge}</Text> : null}
          </View>
          <Text className='user-grid__label'>{t(item.labelKey)}</Text>
        </View>
      ))}
    </View>
  )
})

/** User centre (tab): profile header, counters, order panel, account and plugin shortcuts. */
function UserPage() {
  const { app, session, cart } = useStores()
  const center = useRemote(getUserCenter, [session.token])

  // Guests are sent to login once per tab page (api-core 1.7); the centre has its own guest view.
  useLoginGate()

  // Bumped on every show: embeds with data of their own (the wallet balance) reload with the page.
  const [shows, setShows] = useState(0)
  useDidShow(() => {
    void center.reload()
    setShows((n) => n + 1)
  })

  useEffect(() => {
    if (center.data) cart.setCount(center.data.cartCount)
  }, [center.data, cart])

  const data = center.data
  const loggedIn = session.isLoggedIn
  const name = data?.userNameView || String(session.user?.user_name_view || session.user?.nickname || session.user?.username || '')
  const avatar = (loggedIn && data?.avatar) || (loggedIn ? String(session.user?.avatar || '') : '')
  const notice = app.settings.userCenterNotice
  const accountItems = ACCOUNT_SHORTCUTS.map((s) => (s.key === 'message' ? { ...s, badge: data?.messageTotal } : s))
  const pluginItems = listItems(USER_CENTRE_SHORTCUTS).filter((s) => app.isPluginEnabled(s.plugin))
  const extras = data ? extraNavigation(data.navigation, (plugin) => app.isPluginEnabled(plugin)) : []
  const counters = [
    { key: 'orders', value: data?.orderCount ?? 0, labelKey: 'account.count_orders', url: '/pages/user-order/user-order' },
    { key: 'favor', value: data?.favorCount ?? 0, labelKey: 'account.count_favor', url: '/pages/user-favor/user-favor' },
    { key: 'browse', value: data?.browseCount ?? 0, labelKey: 'account.count_browse', url: '/pages/user-goods-browse/user-goods-browse' },
    { key: 'integral', value: data?.integral ?? 0, labelKey: 'account.count_integral', url: '/pages/user-integral/user-integral' },
  ]

  return (
    <PageShell tab titleKey='pages.user' className='user-page'>
      <View className='user-head'>
        <View className='user-head__tools'>
          <View className='user-head__tool' onClick={() => openGated('/pages/message/message')} data-testid='user-messages'>
            <View className='user-head__bell' />
            {data?.messageTotal ? <Text className='user-head__dot'>{data.messageTotal > 99 ? '99+' : data.messageTotal}</Text> : null}
          </View>
          <View className='user-head__tool' onClick={() => void openPage('/pages/setup/setup')} data-testid='user-setup'>
            <View className='user-head__gear' />
          </View>
        </View>
        <View className='user-head__profile'>
          <View className='user-head__avatar-box' onClick={() => (loggedIn ? openGated('/pages/personal/personal') : goLogin())}>
            {avatar ? <Image className='user-head__avatar' src={avatar} mode='aspectFill' /> : <View className='user-head__avatar user-head__avatar--empty' />}
          </View>
          {loggedIn ? (
            <View className='user-head__info' onClick={() => openGated('/pages/personal/personal')}>
              <Text className='user-head__name' data-testid='user-name'>
                {name}
              </Text>
              {session.mustBindMobile ? (
                <Text className='user-head__tag' onClick={() => goLogin()}>
                  {t('account.bind_mobile_action')}
                </Text>
              ) : (
                <Text className='user-head__sub'>{t('account.edit_profile')}</Text>
              )}
            </View>
          ) : (
            <View className='user-head__info' onClick={() => goLogin()} data-testid='user-login'>
              <Text className='user-head__name'>{t('account.login_register')}</Text>
              <Text className='user-head__sub'>{t('account.login_benefit')}</Text>
            </View>
          )}
        </View>
        <View className='user-counters'>
          {counters.map((c) => (
            <View key={c.key} className='user-counters__item' onClick={() => openGated(c.url)} data-testid={`user-count-${c.key}`}>
              <Text className='user-counters__value'>{loggedIn ? c.value : '-'}</Text>
              <Text className='user-counters__label'>{t(c.labelKey)}</Text>
            </View>
          ))}
        </View>
      </View>

      {notice ? (
        <View className='user-notice'>
          <Text className='user-notice__tag'>{t('account.notice')}</Text>
          <Text className='user-notice__text'>{notice}</Text>
        </View>
      ) : null}

      <Slot slot={USER_CENTRE_ENTRIES} props={{ integral: data?.integral ?? null, refreshKey: shows }} />
      <View className='user-card'>
        <View className='user-card__head' onClick={() => openGated('/pages/user-order/user-order')}>
          <Text className='user-card__title'>{t('account.my_orders')}</Text>
          <Text className='user-card__more'>{t('account.all_orders')}</Text>
          <View className='form-row__arrow' />
        </View>
        <View className='user-orders'>
          {ORDER_STATUS_SHORTCUTS.map((s) => {
            const count = loggedIn ? countOf(data, s.status) : 0
            return (
              <View key={s.status} className='user-orders__item' onClick={() => openGated(s.url)} data-testid={`user-order-${s.status}`}>
                <View className={`user-orders__icon user-orders__icon--${s.status}`}>
                  {count ? <Text className='user-orders__badge'>{count > 99 ? '99+' : count}</Text> : null}
                </View>
                <Text className='user-orders__name'>{t(s.labelKey)}</Text>
              </View>
            )
          })}
        </View>
      </View>

      {center.status === 'error' ? <StatusView status='error' message={center.error} onRetry={center.reload} /> : null}

      <View className='user-card'>
        <View className='user-card__head'>
          <Text className='user-card__title'>{t('account.my_services')}</Text>
        </View>
        <ShortcutGrid items={accountItems} testId='user-account-grid' />
      </View>

      {pluginItems.length ? (
        <View className='user-card'>
          <View className='user-card__head'>
            <Text className='user-card__title'>{t('account.more_services')}</Text>
          </View>
          <ShortcutGrid items={pluginItems} testId='user-plugin-grid' />
        </View>
      ) : null}

      {extras.length ? (
        <View className='user-card user-list'>
          {extras.map((item) => (
            <View key={item.id} className='user-list__item' onClick={() => (ensureLogin() ? openEvent(item.eventType, item.eventValue) : undefined)}>
              {item.image ? <Image className='user-list__icon' src={item.image} mode='aspectFit' /> : null}
              <Text className='user-list__name'>{item.name}</Text>
              <View className='form-row__arrow' />
            </View>
          ))}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(UserPage)
