import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getScanpayResult, SCANPAY_PAID, type ScanpayResult } from '@/api/plugins/scanpay'
import type { ApiResult } from '@/api/types'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { SafeRichText } from '@/components/rich-text/rich-text'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { goBack, HOME_PAGE, openPage } from '@/lib/navigate'
import { DetailRows } from '../../kit/detail-rows'
import { SCANPAY_PAGES } from '../components/routes'
import '../../kit/kit.scss'
import '../components/scanpay.scss'
import '@/i18n/locales/plugin-scanpay'
import { Icon } from '@/components/icon/icon'
import { imageAlt } from '../../kit/image-alt'

const area = 'plugin-scanpay'
const noId = (): Promise<ApiResult<ScanpayResult>> => Promise.resolve({ ok: false, code: -1, msg: t(`${area}.no_code`), kind: 'server', data: '' })

/** The result of a scan-pay payment (api-plugins-2 §3.12 tips): paid or not (with the failure message), the merchant's ad. */
function ScanpayTipsPage() {
  const params = useRouter().params
  const id = (params.id ?? '').trim()
  const failure = (params.msg ?? '').trim()
  const allowed = useLoginGate()
  const remote = useRemote(
    whenLoggedIn(allowed, () => (id ? getScanpayResult(id) : noId())),
    [allowed, id],
  )
  const r = remote.data
  const goHome = () => void openPage(HOME_PAGE)
  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_tips`}>
        <GuestNotice />
      </PageShell>
    )
  }
  const paid = r?.status === SCANPAY_PAID
  return (
    <PageShell titleKey={`${area}.title_tips`}>
      {remote.status !== 'ready' || !r ? (
        <StatusView
          status={remote.status}
          message={remote.error}
          onRetry={id ? () => void remote.reload() : undefined}
          action={{ label: t(`${area}.go_home`), onClick: goHome }}
        />
      ) : (
        <View className='sp-result' data-testid='scanpay-result' data-paid={paid ? '1' : '0'}>
          <View className={`sp-result__icon ${paid ? 'sp-result__icon--ok' : 'sp-result__icon--fail'}`}>
            <Icon name={paid ? 'check' : 'circle-alert'} size={72} />
          </View>
          <Text className='sp-result__title' data-testid='scanpay-result-title'>
            {paid ? t(`${area}.paid`) : failure ? t(`${area}.failed`, { msg: failure }) : t(`${area}.unpaid`)}
          </Text>
          <Price value={paid ? r.payPrice : r.price} size='large' className='sp-result__price' />
          <View className='pk-card sp-result__card'>
            {r.merchant ? (
              <View className='sp-merchant sp-merchant--plain'>
                {r.merchant.logo ? <Image className='sp-merchant__logo' src={r.merchant.logo} mode='aspectFill' {...imageAlt('')} /> : null}
                <View className='sp-merchant__body'>
                  <Text className='sp-merchant__name'>{r.merchant.name}</Text>
                  {r.merchant.alias ? <Text className='sp-merchant__alias'>{r.merchant.alias}</Text> : null}
                </View>
              </View>
            ) : null}
            <DetailRows
              rows={[
                [t(`${area}.order_no`), r.orderNo],
                [t(`${area}.pay_time`), r.payTime],
                [t(`${area}.payment`), r.paymentName],
                [t(`${area}.note`), r.note],
              ]}
            />
          </View>
          {r.adHtml ? <SafeRichText className='sp-result__ad' html={r.adHtml} /> : null}
          <View className='sp-result__actions'>
            {!paid && r.merchant ? (
              <ActionButton
                size='large'
                onClick={() => r.merchant && void openPage(SCANPAY_PAGES.counter(r.merchant.id, r.merchant.type), { redirect: true })}
                testId='scanpay-again'
              >
                {t(`${area}.pay_again`)}
              </ActionButton>
            ) : null}
            <ActionButton kind='plain' size='large' onClick={() => goBack()} testId='scanpay-back'>
              {t(`${area}.back`)}
            </ActionButton>
            <ActionButton kind='secondary' size='large' onClick={goHome}>
              {t(`${area}.go_home`)}
            </ActionButton>
          </View>
        </View>
      )}
    </PageShell>
  )
}

export default observer(ScanpayTipsPage)
