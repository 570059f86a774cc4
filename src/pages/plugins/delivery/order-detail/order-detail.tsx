import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { getDeliveryOrder, type DeliveryDetail } from '@/api/plugins/delivery'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { previewImages } from '@/components/image-viewer/image-preview'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { whenLinked } from '@/lib/route-params'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { DetailRows, type DetailRow } from '../../kit/detail-rows'
import { DeliveryActions, hasMoves } from '../components/delivery-actions'
import { PlaceBlock } from '../components/place-block'
import { ProofSheet } from '../components/proof-sheet'
import { DELIVERY_PAGES } from '../components/routes'
import { useDeliveryMoves } from '../components/use-delivery-moves'
import '../../kit/kit.scss'
import '../components/delivery.scss'
import '@/i18n/locales/plugin-delivery'
import { pressable } from '@/lib/a11y'
import { imageAlt } from '../../kit/image-alt'

const area = 'plugin-delivery'

function Photos({ urls, testId }: { urls: string[]; testId: string }) {
  return (
    <View className='dl-photos' data-testid={testId}>
      {urls.map((url, index) => (
        <Image
          key={url}
          className='dl-photos__image'
          src={url}
          mode='aspectFill'
          onClick={() => previewImages(urls, url)}
          {...imageAlt(t(`${area}.photo_n`, { n: index + 1 }))}
          {...pressable(() => previewImages(urls, url), t(`${area}.photo_n`, { n: index + 1 }))}
        />
      ))}
    </View>
  )
}

/** One delivery for its courier (api-plugins-2 §3.9 order-detail): addresses, goods, proof, history and its moves. */
function DeliveryDetailPage() {
  const id = (useRouter().params.id ?? '').trim()
  const allowed = useLoginGate()
  const remote = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(id, () => getDeliveryOrder(id)),
    ),
    [allowed, id],
  )
  // The moves change the status here at once, then the detail reloads for the new times and history.
  const [shown, setShown] = useState<DeliveryDetail | null>(null)
  useEffect(() => setShown(remote.data), [remote.data])
  const moves = useDeliveryMoves((_, __, to) => {
    setShown((current) => (current ? { ...current, status: to, statusName: t(`${area}.status_${to}`) } : current))
    void remote.reload()
  })

  const d = shown
  const rows = (list: DetailRow[]) => list.filter(([, value]) => value !== '' && value !== null)

  return (
    <PageShell titleKey={`${area}.title_detail`}>
      {!allowed ? <GuestNotice /> : null}
      {allowed && (remote.status !== 'ready' || !d) ? (
        <StatusView
          status={remote.status === 'ready' ? 'loading' : remote.status}
          message={remote.error}
          onRetry={() => void remote.reload()}
          kind={remote.failureKind}
        />
      ) : null}
      {allowed && remote.status === 'ready' && d ? (
        <View className='pk-page' data-testid='delivery-detail' data-status={d.status}>
          <View className='pk-card'>
            <View className='pk-card__head'>
              <Text>{t(`${area}.order_no_value`, { no: d.mainOrderNo })}</Text>
              <Text className='pk-card__status' data-testid='delivery-detail-status'>
                {d.statusName}
              </Text>
            </View>
            {d.warehouse ? <PlaceBlock label={t(`${area}.pick_up`)} place={d.warehouse} testId='delivery-warehouse' /> : null}
            {d.recipient ? <PlaceBlock label={t(`${area}.deliver_to`)} place={d.recipient} testId='delivery-recipient' /> : null}
            {d.describe ? <Text className='dl-card__note'>{t(`${area}.note_value`, { text: d.describe })}</Text> : null}
          </View>

          <View className='pk-card'>
            <Text className='dl-section-title'>{t(`${area}.goods`)}</Text>
            {d.goods.map((g) => (
              <View key={`${g.goodsId}-${g.spec}`} className='dl-goods' data-testid='delivery-goods'>
                <Image className='dl-goods__image' src={g.image} mode='aspectFill' {...imageAlt('')} />
                <View className='dl-goods__body'>
                  <Text className='dl-goods__title'>{g.title}</Text>
                  {g.spec ? <Text className='dl-goods__spec'>{g.spec}</Text> : null}
                  <View className='dl-goods__price'>
                    <Price value={g.price} />
                    <Text>×{g.quantity}</Text>
                  </View>
                </View>
              </View>
            ))}
            <DetailRows
              rows={rows([
                [t(`${area}.merchant`), d.merchantName],
                [t(`${area}.total`), <Price key='total' value={d.totalPrice} />],
                [t(`${area}.goods`), t(`${area}.goods_count`, { n: d.quantity })],
                [t(`${area}.user_note`), d.userNote],
              ])}
            />
          </View>

          <View className='pk-card' data-testid='delivery-progress'>
            <DetailRows
              rows={rows([
                [t(`${area}.status`), d.statusName],
                [t(`${area}.dispatch_time`), d.addTime],
                [t(`${area}.start_time`), d.startTime],
                [t(`${area}.success_time`), d.successTime],
                [t(`${area}.success_msg`), d.successMsg],
                [t(`${area}.abnormal_time`), d.abnormalTime],
                [t(`${area}.abnormal_reason`), d.abnormalReason],
                [t(`${area}.abnormal_msg`), d.abnormalMsg],
              ])}
            />
            {d.successImages.length ? (
              <>
                <Text className='dl-section-title'>{t(`${area}.success_photos`)}</Text>
                <Photos urls={d.successImages} testId='delivery-success-photos' />
              </>
            ) : null}
            {d.abnormalImages.length ? (
              <>
                <Text className='dl-section-title'>{t(`${area}.abnormal_photos`)}</Text>
                <Photos urls={d.abnormalImages} testId='delivery-abnormal-photos' />
              </>
            ) : null}
          </View>

          {d.logs.length ? (
            <View className='pk-card'>
              <Text className='dl-section-title'>{t(`${area}.history`)}</Text>
              {d.logs.map((log) => (
                <View key={log.id} className='dl-log' data-testid='delivery-log'>
                  <View className='dl-log__head'>
                    <Text>{log.actionName}</Text>
                    <Text>{log.time}</Text>
                  </View>
                  {log.reason ? <Text className='dl-log__text'>{log.reason}</Text> : null}
                  {log.msg ? <Text className='dl-log__text'>{log.msg}</Text> : null}
                  {log.images.length ? <Photos urls={log.images} testId='delivery-log-photos' /> : null}
                </View>
              ))}
            </View>
          ) : null}

          <View className='dl-footer'>
            <ActionButton kind='plain' size='small' onClick={() => void openPage(DELIVERY_PAGES.logistics(d.id))} testId='delivery-track'>
              {t(`${area}.track`)}
            </ActionButton>
            {hasMoves(d.status) ? <DeliveryActions order={d} moves={moves} /> : null}
          </View>
          <ProofSheet {...moves.sheet} pathType={d.pathType} />
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(DeliveryDetailPage)
