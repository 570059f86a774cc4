import { Image, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { getCart } from '@/api/cart'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { goLogin, openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import './cart.scss'

/** Cart (tab): the signed-in shopper's cart rows and total; guests are asked to log in. */
function CartPage() {
  const { session, cart } = useStores()
  const remote = useRemote(getCart, [session.token], (data) => data.items.length === 0)

  useDidShow(() => {
    if (session.isLoggedIn) void remote.reload()
  })

  useEffect(() => {
    if (remote.data) cart.setCount(remote.data.buyNumber)
  }, [remote.data, cart])

  if (!session.isLoggedIn) {
    return (
      <PageShell tab titleKey='pages.cart'>
        <StatusView status='empty' message={t('common.not_logged_in')} action={{ label: t('common.login_now'), onClick: () => goLogin() }} />
      </PageShell>
    )
  }

  return (
    <PageShell tab titleKey='pages.cart'>
      <StatusView status={remote.failureKind === 'login' ? 'empty' : remote.status} message={remote.error} onRetry={remote.reload} />
      {remote.status === 'ready' && remote.data ? (
        <View className='cart'>
          {remote.data.items.map((item) => (
            <View key={item.id} className='cart__row' data-testid='cart-row' onClick={() => openPage(item.url)}>
              <Image className='cart__image' src={item.image} mode='aspectFill' />
              <View className='cart__info'>
                <Text className='cart__title'>{item.title}</Text>
                {item.spec.length ? <Text className='cart__spec'>{item.spec.map((s) => s.value).join(' / ')}</Text> : null}
                <View className='cart__line'>
                  <Price value={item.price} />
                  <Text className='cart__qty'>x{item.stock}</Text>
                </View>
              </View>
            </View>
          ))}
          <View className='cart__total'>
            <Text>{t('tabs.cart')}</Text>
            <Price value={remote.data.totalPrice} size='large' />
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(CartPage)
