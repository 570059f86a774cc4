import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { cancelAfterSale, getAfterSaleForm, type AfterSaleForm } from '@/api/aftersale'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { pressable, imageAlt } from '@/lib/a11y'
import { whenLinked } from '@/lib/route-params'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { openPage, toast } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { ApplyForm } from './apply-form'
import { AfterSaleSteps, RequestStatus } from './request-status'
import '@/styles/activity.scss'
import './user-orderaftersale-detail.scss'
import '@/i18n/locales/aftersale'

/**
 * After-sale for one order item (api-core 3.27): the latest request and its status, or, when there
 * is none (or it was cancelled), the application form.
 */
function UserOrderAfterSaleDetailPage() {
  const params = useRouter().params
  const orderId = params.oid ?? ''
  const detailId = params.did ?? ''
  const allowed = useLoginGate()
  const remote = useRemote(
    // Both ids or a friendly "incomplete link" (not the server's check text).
    whenLoggedIn(
      allowed,
      whenLinked(orderId && detailId, () => getAfterSaleForm(orderId, detailId)),
    ),
    [orderId, detailId, allowed],
    (form: AfterSaleForm) => !form.goods,
  )
  const [cancelling, setCancelling] = useState(false)

  const cancel = async (id: string) => {
    if (cancelling) return
    if (!(await confirmAction(t('aftersale.cancel_confirm')))) return
    setCancelling(true)
    const result = await cancelAfterSale(id)
    setCancelling(false)
    if (!result.ok) return
    toast(t('aftersale.cancelled'), 'success')
    void remote.reload()
  }

  if (!allowed) {
    return (
      <PageShell titleKey='aftersale.title_detail'>
        <GuestNotice />
      </PageShell>
    )
  }
  const form = remote.data
  const goods = form?.goods
  const existing = form?.existing && form.existing.status !== 'cancelled' ? form.existing : null
  return (
    <PageShell titleKey='aftersale.title_detail'>
      <StatusView
        status={remote.status}
        kind={remote.failureKind}
        message={remote.status === 'empty' ? t('aftersale.item_missing') : remote.error}
        onRetry={remote.reload}
      />
      {remote.status === 'ready' && form && goods ? (
        <View className={`act-page aftersale-detail ${existing ? '' : 'act-page--with-footer'}`}>
          <AfterSaleSteps steps={form.steps?.[(form.existing ?? existing)?.type ?? 0] ?? []} />
          <View className='act-card aftersale-goods' onClick={() => openPage(goods.url)} {...pressable(() => openPage(goods.url))}>
            <Image className='aftersale-goods__image' src={goods.image} mode='aspectFill' {...imageAlt('')} />
            <View className='aftersale-goods__info'>
              <Text className='aftersale-goods__title'>{goods.title}</Text>
              {goods.specText ? <Text className='aftersale-goods__spec'>{goods.specText}</Text> : null}
              <View className='aftersale-goods__line'>
                <Price value={goods.price} size='small' />
                <Text className='aftersale-goods__qty'>×{goods.quantity}</Text>
              </View>
            </View>
          </View>
          {existing ? (
            <RequestStatus
              request={existing}
              form={form}
              cancelling={cancelling}
              onCancel={() => cancel(existing.id)}
              onChanged={() => void remote.reload()}
              highlightShipping={params.is_delivery_popup === '1'}
            />
          ) : (
            <>
              {form.existing?.status === 'cancelled' ? <Text className='aftersale-detail__note'>{t('aftersale.previous_cancelled')}</Text> : null}
              <ApplyForm key={form.existing?.id ?? 'new'} form={form} detailId={goods.detailId || detailId} onApplied={() => void remote.reload()} />
            </>
          )}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(UserOrderAfterSaleDetailPage)
