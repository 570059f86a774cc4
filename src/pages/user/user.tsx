import { Image, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { getUserCenter } from '@/api/user'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { goLogin, openEvent, openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import './user.scss'

/** User centre (tab): who is signed in, order counts by status, shortcuts from user/center. */
function UserPage() {
  const { session, cart } = useStores()
  const center = useRemote(getUserCenter, [session.token])

  useDidShow(() => {
    void center.reload()
  })

  useEffect(() => {
    if (center.data) cart.setCount(center.data.cartCount)
  }, [center.data, cart])

  const data = center.data
  return (
    <PageShell tab titleKey='pages.user'>
      <View className='user-head'>
        {data?.avatar ? <Image className='user-head__avatar' src={data.avatar} mode='aspectFill' /> : <View className='user-head__avatar' />}
        {session.isLoggedIn ? (
          <View className='user-head__info'>
            <Text className='user-head__name' data-testid='user-name'>
              {data?.userNameView || session.user?.user_name_view || session.user?.username}
            </Text>
          </View>
        ) : (
          <View className='user-head__info' onClick={() => goLogin()}>
            <Text className='user-head__name'>{t('common.login_now')}</Text>
          </View>
        )}
      </View>
      <StatusView status={center.status === 'ready' ? 'ready' : center.status} message={center.error} onRetry={center.reload} />
      {data ? (
        <>
          <View className='user-stats'>
            <View className='user-stats__item' onClick={() => openPage('/pages/user-order/user-order')}>
              <Text className='user-stats__value'>{data.orderCount}</Text>
            </View>
            <View className='user-stats__item' onClick={() => openPage('/pages/user-favor/user-favor')}>
              <Text className='user-stats__value'>{data.favorCount}</Text>
            </View>
            <View className='user-stats__item' onClick={() => openPage('/pages/user-goods-browse/user-goods-browse')}>
              <Text className='user-stats__value'>{data.browseCount}</Text>
            </View>
            <View className='user-stats__item' onClick={() => openPage('/pages/user-integral/user-integral')}>
              <Text className='user-stats__value'>{data.integral}</Text>
            </View>
          </View>
          <View className='user-orders'>
            {data.orderStatus.map((s) => (
              <View key={s.status} className='user-orders__item' onClick={() => openPage(`/pages/user-order/user-order?status=${s.status}`)}>
                <Text className='user-orders__count'>{s.count}</Text>
                <Text className='user-orders__name'>{s.name}</Text>
              </View>
            ))}
          </View>
          <View className='user-nav'>
            {data.navigation.map((item) => (
              <View key={item.id} className='user-nav__item' onClick={() => openEvent(item.eventType, item.eventValue)}>
                {item.image ? <Image className='user-nav__icon' src={item.image} mode='aspectFit' /> : null}
                <Text>{item.name}</Text>
              </View>
            ))}
          </View>
        </>
      ) : null}
    </PageShell>
  )
}

export default observer(UserPage)
