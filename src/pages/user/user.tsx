import { Image, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { getUserCenter, type NavShortcut, type UserNavItem } from '@/api/user'
import { Icon } from '@/components/icon/icon'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginCallback } from '@/hooks/use-login-callback'
import { useLoginGate } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { clearLocalCache } from '@/lib/local-session'
import { goLogin, openEvent, openPage, toast } from '@/lib/navigate'
import { callPhone, contactService } from '@/lib/online-service'
import { ensureLogin } from '@/lib/session-gate'
import { pressable, imageAlt } from '@/lib/a11y'
import { useStores } from '@/stores/root-store'
import { pluginTiles, shortcutIcon, splitNavigation, type Shortcut } from './shortcuts'
import './user.scss'
import { USER_CENTRE_ENTRIES } from '@/slots/slots'
import { Slot } from '@/slots/slot'
import '@/slots/fills/user-centre'
import '@/i18n/locales/account'

/** Every tap except settings needs a signed-in user (api-core 3.4). */
function openGated(url: string, open = false): void {
  if (open || ensureLogin()) void openPage(url)
}

const badgeText = (n: number) => (n > 99 ? '99+' : String(n))

const ShortcutGrid = observer(function ShortcutGrid({ items, testId }: { items: Shortcut[]; testId: string }) {
  return (
    <View className='user-grid' data-testid={testId}>
      {items.map((item) => (
        <View
          key={item.key}
          className='user-grid__item'
          onClick={() => openGated(item.url, item.open)}
          {...pressable(() => openGated(item.url, item.open))}
          data-testid={`user-nav-${item.key}`}
        >
          <View className={`user-grid__icon user-grid__icon--${item.key}`}>
            <Icon name={item.icon} className='user-grid__svg' />
            {item.badge ? <Text className='user-grid__badge'>{badgeText(item.badge)}</Text> : null}
          </View>
          <Text className='user-grid__label'>{t(item.labelKey)}</Text>
        </View>
      ))}
    </View>
  )
})

/** A navigation entry with shortcuts (the order panel, extension_data): the shortcuts, then the entry itself. */
const NavPanelCard = observer(function NavPanelCard({ item, shortcuts, loggedIn }: { item: UserNavItem; shortcuts: NavShortcut[]; loggedIn: boolean }) {
  return (
    <View className='user-card user-panel' data-testid='user-nav-panel'>
      <View className='user-orders'>
        {shortcuts.map((s) => (
          <View
            key={s.url + s.name}
            className='user-orders__item'
            onClick={() => openGated(s.url)}
            {...pressable(() => openGated(s.url))}
            data-testid='user-panel-shortcut'
          >
            <View
              className={`user-orders__icon ${s.icon ? 'user-orders__icon--image' : ''}`}
              style={s.icon ? { backgroundImage: `url(${s.icon})` } : undefined}
            >
              {s.icon ? null : <Icon name={shortcutIcon(s.url)} className='user-orders__svg' />}
              {loggedIn && s.count ? <Text className='user-orders__badge'>{badgeText(s.count)}</Text> : null}
            </View>
            <Text className='user-orders__name'>{s.name}</Text>
          </View>
        ))}
        <View
          className='user-panel__main'
          onClick={() => ensureLogin() && openEvent(item.eventType, item.eventValue)}
          {...pressable(() => ensureLogin() && openEvent(item.eventType, item.eventValue))}
          data-testid='user-panel-main'
        >
          {item.image ? (
            <Image className='user-panel__icon' src={item.image} mode='aspectFit' {...imageAlt('')} />
          ) : (
            <Icon name='clipboard-list' className='user-panel__icon user-panel__icon--drawn' />
          )}
          <Text className='user-orders__name'>{item.name}</Text>
        </View>
      </View>
    </View>
  )
})

/** User centre (tab): profile header, counters, order panel, account and plugin shortcuts. */
function UserPage() {
  const stores = useStores()
  const { app, session, cart } = stores
  const center = useRemote(getUserCenter, [session.token])

  // Guests are sent to login once per tab page (api-core 1.7); the centre has its own guest view.
  useLoginGate()

  // The login page opened from here runs "init" on success (event_callback=init): the centre reloads.
  useLoginCallback('init', () => void center.reload())

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
  const serviceTel = app.settings.serviceTel
  const enabled = (plugin: string) => app.isPluginEnabled(plugin)
  const { panels, grid } = splitNavigation(data?.navigation ?? [], data?.orderStatus ?? [], enabled)
  const pluginItems = pluginTiles(data?.navigation ?? [], enabled)
  const counters = [
    { key: 'orders', value: data?.orderCount ?? 0, labelKey: 'account.count_orders', url: '/pages/user-order/user-order' },
    { key: 'favor', value: data?.favorCount ?? 0, labelKey: 'account.count_favor', url: '/pages/user-favor/user-favor' },
    { key: 'browse', value: data?.browseCount ?? 0, labelKey: 'account.count_browse', url: '/pages/user-goods-browse/user-goods-browse' },
    { key: 'integral', value: data?.integral ?? 0, labelKey: 'account.count_integral', url: '/pages/user-integral/user-integral' },
  ]

  /** ShopXO's "clear cache" of the user centre: local data and the login go, the page reloads as a guest's. */
  const clearCache = async () => {
    if (!(await confirmAction(t('account.clear_cache_confirm')))) return
    // Signing out changes the token: the centre reloads as a guest's (useRemote's key).
    clearLocalCache(stores)
    toast(t('account.cache_cleared'), 'success')
  }

  return (
    <PageShell tab titleKey='pages.user' className='user-page'>
      <View className='user-head'>
        <View className='user-head__tools'>
          <View
            className='user-head__tool'
            onClick={() => openGated('/pages/message/message')}
            {...pressable(
              () => openGated('/pages/message/message'),
              data?.messageTotal ? t('account.nav_message_unread', { n: data.messageTotal > 99 ? '99+' : data.messageTotal }) : t('account.nav_message'),
            )}
            data-testid='user-messages'
          >
            <Icon name='bell' className='user-head__icon' />
            {data?.messageTotal ? <Text className='user-head__dot'>{data.messageTotal > 99 ? '99+' : data.messageTotal}</Text> : null}
          </View>
          <View
            className='user-head__tool'
            onClick={() => void openPage('/pages/setup/setup')}
            {...pressable(() => void openPage('/pages/setup/setup'), t('account.nav_setup'))}
            data-testid='user-setup'
          >
            <Icon name='settings' className='user-head__icon' />
          </View>
        </View>
        <View className='user-head__profile'>
          <View
            className='user-head__avatar-box'
            onClick={() => (loggedIn ? openGated('/pages/personal/personal') : goLogin({ callback: 'init' }))}
            {...pressable(
              () => (loggedIn ? openGated('/pages/personal/personal') : goLogin({ callback: 'init' })),
              loggedIn ? t('account.edit_profile') : t('account.login_register'),
            )}
          >
            {avatar ? (
              <Image className='user-head__avatar' src={avatar} mode='aspectFill' {...imageAlt('')} />
            ) : (
              <View className='user-head__avatar user-head__avatar--empty' />
            )}
          </View>
          {loggedIn ? (
            <View className='user-head__info' onClick={() => openGated('/pages/personal/personal')} {...pressable(() => openGated('/pages/personal/personal'))}>
              <Text className='user-head__name' data-testid='user-name'>
                {name}
              </Text>
              {session.mustBindMobile ? (
                <Text className='user-head__tag' onClick={() => goLogin({ callback: 'init' })} {...pressable(() => goLogin({ callback: 'init' }))}>
                  {t('account.bind_mobile_action')}
                </Text>
              ) : (
                <Text className='user-head__sub'>{t('account.edit_profile')}</Text>
              )}
            </View>
          ) : (
            <View
              className='user-head__info'
              onClick={() => goLogin({ callback: 'init' })}
              {...pressable(() => goLogin({ callback: 'init' }))}
              data-testid='user-login'
            >
              <Text className='user-head__name'>{t('account.login_register')}</Text>
              <Text className='user-head__sub'>{t('account.login_benefit')}</Text>
            </View>
          )}
        </View>
        <View className='user-counters'>
          {counters.map((c) => (
            <View
              key={c.key}
              className='user-counters__item'
              onClick={() => openGated(c.url)}
              {...pressable(() => openGated(c.url))}
              data-testid={`user-count-${c.key}`}
            >
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
      {panels.map((panel) => (
        <NavPanelCard key={panel.item.id} item={panel.item} shortcuts={panel.shortcuts} loggedIn={loggedIn} />
      ))}

      {center.status === 'error' ? <StatusView status='error' message={center.error} onRetry={center.reload} /> : null}

      <View className='user-card'>
        <View className='user-card__head'>
          <Text className='user-card__title'>{t('account.my_services')}</Text>
        </View>
        <View className='user-grid' data-testid='user-account-grid'>
          {grid.map((item) => (
            <View
              key={item.id}
              className='user-grid__item'
              onClick={() => ensureLogin() && openEvent(item.eventType, item.eventValue)}
              {...pressable(() => ensureLogin() && openEvent(item.eventType, item.eventValue))}
              data-testid={`user-nav-${item.id}`}
            >
              {item.image ? (
                <Image className='user-grid__icon user-grid__icon--image' src={item.image} mode='aspectFit' {...imageAlt('')} />
              ) : (
                <View className='user-grid__icon' />
              )}
              <Text className='user-grid__label'>{item.name}</Text>
            </View>
          ))}
          {loggedIn ? (
            <View className='user-grid__item' onClick={() => void clearCache()} {...pressable(() => void clearCache())} data-testid='user-clear-cache'>
              <View className='user-grid__icon'>
                <Icon name='brush-cleaning' className='user-grid__svg' />
              </View>
              <Text className='user-grid__label'>{t('account.clear_cache')}</Text>
            </View>
          ) : null}
          {serviceTel ? (
            <View className='user-grid__item' onClick={() => callPhone(serviceTel)} {...pressable(() => callPhone(serviceTel))} data-testid='user-service-tel'>
              <View className='user-grid__icon'>
                <Icon name='phone-call' className='user-grid__svg' />
              </View>
              <Text className='user-grid__label'>{t('account.service_tel')}</Text>
            </View>
          ) : null}
        </View>
      </View>

      {pluginItems.length ? (
        <View className='user-card'>
          <View className='user-card__head'>
            <Text className='user-card__title'>{t('account.more_services')}</Text>
          </View>
          <ShortcutGrid items={pluginItems} testId='user-plugin-grid' />
        </View>
      ) : null}

      {app.settings.onlineServiceEnabled ? (
        <View
          className='user-online'
          onClick={() => contactService()}
          {...pressable(() => contactService())}
          aria-label={t('account.online_service')}
          data-testid='user-online-service'
        >
          <Text className='user-online__text'>{t('account.online_service')}</Text>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(UserPage)
