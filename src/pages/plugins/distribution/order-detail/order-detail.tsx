import { Image, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getOrder } from '@/api/plugins/distribution'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { useRemote } from '@/hooks/use-remote'
import { copyText } from '@/lib/dialogs'
import { openPage, toast } from '@/lib/navigate'
import { GatePage, notAsked, useDistributorGate } from '../components/distributor-gate'
import { DetailStatus } from '../components/not-found'
import { dt, titleOf } from '../components/text'
import { OrderSummary } from '../components/order-card'
import '../../kit/kit.scss'
import '../components/dist.scss'
import { Icon } from '@/components/icon/icon'
import { pressable } from '@/lib/a11y'
import { imageAlt } from '../../kit/image-alt'

function call(tel: string) {
  void Taro.makePhoneCall({ phoneNumber: tel }).catch(() => toast(dt('call_failed')))
}

/** One downline order (api-plugins-1 §4.3): address, buyer, states, goods and the total. */
function DistributionOrderDetailPage() {
  const id = useRouter().params.id ?? ''
  const valid = /^\d+$/.test(id)
  const gate = useDistributorGate()
  const detail = useRemote(() => (gate.ready && valid ? getOrder(id) : notAsked()), [gate.ready, id])
  const order = detail.data

  if (!gate.ready) return <GatePage titleKey={titleOf('order_detail')} gate={gate} />
  const addressText = `${order?.address?.region ?? ''}${order?.address?.detail ?? ''}`
  const nameText = `${order?.address?.alias ? `[${order.address.alias}] ` : ''}${order?.address?.name ?? ''}`
  const copyName = () => void copyText(order?.address?.name ?? '')
  const copyAddress = () => void copyText(addressText)
  const dial = () => call(order?.address?.tel ?? '')
  const openGoods = (url: string) => {
    if (url) void openPage(url)
  }
  return (
    <PageShell titleKey={titleOf('order_detail')}>
      {detail.status !== 'ready' || !order ? <DetailStatus remote={detail} missing={!valid} notFound={dt('order_missing')} /> : null}
      {detail.status === 'ready' && order ? (
        <View className='pk-page' data-testid='dist-order-detail'>
          {order.address ? (
            <View className='pk-card'>
              <View className='dist-person'>
                <View className='dist-person__who'>
                  <Text className='dist-person__name' onClick={copyName} {...pressable(copyName, dt('copy_value', { value: nameText }))}>
                    {nameText}
                  </Text>
                  <Text className='dist-person__meta' onClick={copyAddress} {...pressable(copyAddress, dt('copy_value', { value: addressText }))}>
                    {order.address.region}
                    {order.address.detail}
                  </Text>
                </View>
                {order.address.tel ? (
                  <View className='dist-person__call' onClick={dial} {...pressable(dial, dt('call_number', { tel: order.address.tel }))}>
                    <Icon name='phone' size={28} />
                    <Text>{order.address.tel}</Text>
                  </View>
                ) : null}
              </View>
            </View>
          ) : null}
          <View className='pk-card'>
            <OrderSummary order={order} refundPrice={order.refundPrice} />
          </View>
          <View className='pk-card'>
            {order.items.map((item) => (
              <View
                key={item.id}
                className='dist-goods'
                onClick={() => openGoods(item.goodsUrl)}
                {...(item.goodsUrl ? pressable(() => openGoods(item.goodsUrl)) : {})}
              >
                <Image className='dist-goods__image' src={item.image} mode='aspectFill' {...imageAlt('')} />
                <View className='dist-goods__info'>
                  <Text className='dist-goods__title'>{item.title}</Text>
                  {item.spec ? <Text className='dist-goods__spec'>{item.spec}</Text> : null}
                  <View className='dist-goods__line'>
                    <Price value={item.price} className='dist-goods__price' />
                    <Text className='dist-goods__qty'>×{item.quantity}</Text>
                  </View>
                </View>
              </View>
            ))}
            <View className='dist-total' data-testid='dist-order-total'>
              <Text>{dt('order_total_count', { n: order.quantity })}</Text>
              <Price value={order.totalPrice} />
            </View>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(DistributionOrderDetailPage)
