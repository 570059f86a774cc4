import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getOrderForms, type OrderFormGoods } from '@/api/plugins/ordergoodsform'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { HOME_PAGE, openPage } from '@/lib/navigate'
import { DetailRows } from '../../kit/detail-rows'
import '../../kit/kit.scss'
import './order.scss'
import '@/i18n/locales/plugin-ordergoodsform'
import { pressable } from '@/lib/a11y'
import { imageAlt } from '../../kit/image-alt'

const area = 'plugin-ordergoodsform'

/** One goods line of the order and what was filled in for it; "no form data" when nothing was. */
const GoodsValues = observer(function GoodsValues({ goods }: { goods: OrderFormGoods }) {
  const open = () => {
    if (goods.url) void openPage(goods.url)
  }
  return (
    <View className='pk-card' data-testid='ogf-order-goods'>
      <View className='ogf-order__goods' onClick={open} {...(goods.url ? pressable(open) : {})}>
        <Image className='ogf-order__image' src={goods.image} mode='aspectFill' {...imageAlt('')} />
        <View className='ogf-order__info'>
          <Text className='ogf-order__title'>{goods.title}</Text>
          {goods.specText ? <Text className='ogf-order__spec'>{goods.specText}</Text> : null}
          <View className='ogf-order__line'>
            <Price value={goods.price} />
            <Text className='ogf-order__qty'>{t(`${area}.quantity`, { n: goods.buyNumber })}</Text>
          </View>
        </View>
      </View>
      {goods.values.length ? (
        <DetailRows className='ogf-order__values' rows={goods.values.map((v) => [v.title, v.content])} />
      ) : (
        <Text className='ogf-order__none' data-testid='ogf-order-none'>
          {t(`${area}.no_data`)}
        </Text>
      )}
    </View>
  )
})

const OrderForms = observer(function OrderForms({ orderId }: { orderId: string }) {
  const allowed = useLoginGate()
  const forms = useRemote(
    whenLoggedIn(allowed, () => getOrderForms(orderId)),
    [allowed, orderId],
    (items) => items.length === 0,
  )
  if (!allowed) return <GuestNotice />
  if (forms.status !== 'ready' || !forms.data) {
    return <StatusView status={forms.status} message={forms.status === 'empty' ? t(`${area}.empty`) : forms.error} onRetry={forms.reload} />
  }
  return (
    <View className='pk-page'>
      {forms.data.map((goods) => (
        <GoodsValues key={goods.key} goods={goods} />
      ))}
    </View>
  )
})

/** An order's goods form values, read-only (api-plugins-2 §3.15). */
function OrderFormsPage() {
  const id = useRouter().params.id
  return (
    <PageShell titleKey={`${area}.title_order`}>
      {id && /^\d{1,10}$/.test(id) ? (
        <OrderForms orderId={id} />
      ) : (
        <StatusView status='error' message={t(`${area}.bad_link`)} action={{ label: t('common.back_home'), onClick: () => void openPage(HOME_PAGE) }} />
      )}
    </PageShell>
  )
}

export default observer(OrderFormsPage)
