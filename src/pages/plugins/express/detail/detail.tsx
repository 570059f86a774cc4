import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getTracking, isTrackingEmpty } from '@/api/plugins/express'
import { Icon } from '@/components/icon/icon'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { whenLinked } from '@/lib/route-params'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { copyText } from '@/lib/dialogs'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { imageAlt } from '../../kit/image-alt'
import '../../kit/kit.scss'
import './detail.scss'
import '@/i18n/locales/plugin-express'

const area = 'plugin-express'

/**
 * Parcel tracking of an order (api-plugins-2 §3.6): carrier and tracking number (tap to copy), the
 * steps newest first, one tab per parcel from two parcels up (a tab asks again with eid=<index>).
 * The query (oid, action_type for store orders) goes to the server as it came.
 */
function ExpressDetailPage() {
  const params = useRouter().params as Record<string, string>
  const allowed = useLoginGate()
  const [parcel, setParcel] = useState(Number(params.eid) || 0)
  const tracking = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(params.oid, () => getTracking(params, parcel)),
    ),
    [parcel, allowed],
    isTrackingEmpty,
  )

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title`}>
        <GuestNotice />
      </PageShell>
    )
  }

  const data = tracking.data
  return (
    <PageShell titleKey={`${area}.title`}>
      {data && data.parcels.length > 1 ? (
        <View className='pk-tabs' data-testid='express-parcels'>
          {data.parcels.map((name, index) => (
            <View
              key={name + index}
              className={`pk-tabs__item ${index === parcel ? 'pk-tabs__item--on' : ''}`}
              onClick={() => index !== parcel && setParcel(index)}
              {...pressable(() => setParcel(index))}
              aria-current={index === parcel ? 'true' : undefined}
            >
              {name}
            </View>
          ))}
        </View>
      ) : null}
      {data && data.carrier ? (
        <View className='express__head' data-testid='express-head'>
          {data.icon ? <Image className='express__icon' src={data.icon} mode='aspectFit' {...imageAlt('')} /> : null}
          <View className='express__carrier'>
            <Text className='express__name'>{data.carrier}</Text>
            <View className='express__number-row'>
              <Text className='express__number' data-testid='express-number'>
                {t(`${area}.number_is`, { number: data.number })}
              </Text>
              <View
                className='express__copy'
                onClick={() => void copyText(data.number)}
                {...pressable(() => void copyText(data.number))}
                data-testid='express-copy'
              >
                <Icon name='copy' size={28} />
                <Text>{t(`${area}.copy`)}</Text>
              </View>
            </View>
            {data.note ? <Text className='express__note'>{t(`${area}.note_is`, { note: data.note })}</Text> : null}
          </View>
        </View>
      ) : null}
      {tracking.status !== 'ready' || !data ? (
        <StatusView
          status={tracking.status}
          kind={tracking.failureKind}
          message={tracking.status === 'empty' ? t(`${area}.empty`) : tracking.error}
          onRetry={tracking.reload}
        />
      ) : (
        <View className='express__steps' data-testid='express-steps'>
          {data.msg && !data.steps.length ? <Text className='express__msg'>{data.msg}</Text> : null}
          {data.steps.map((step, index) => (
            <View key={`${step.time}-${index}`} className={`express__step ${index === 0 ? 'express__step--latest' : ''}`} data-testid='express-step'>
              <View className='express__dot' />
              <Text className='express__desc'>{step.desc}</Text>
              <Text className='express__time'>{step.time}</Text>
            </View>
          ))}
        </View>
      )}
    </PageShell>
  )
}

export default observer(ExpressDetailPage)
