import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { goBack, HOME_PAGE, openPage } from '@/lib/navigate'
import { decodePayTips, payResultKind } from '@/lib/pay-result'
import './paytips.scss'
import '@/i18n/locales/pay'

/**
 * Pay result (api-core 3.6): the message for ?params={code,title,page} and two ways on; after a payment of
 * this app also what was paid and the payment's number (price, order_no).
 */
function PayTipsPage() {
  const router = useRouter()
  const params = useMemo(() => decodePayTips(router.params.params), [router.params.params])
  const kind = payResultKind(params?.code)
  const success = kind === 'success'

  usePullDownRefresh(() => void Taro.stopPullDownRefresh())

  return (
    <PageShell titleKey='pay.title_result'>
      <View className='paytips' data-testid='paytips' data-result={kind}>
        <View className={`paytips__icon ${success ? 'paytips__icon--success' : 'paytips__icon--fail'}`} />
        <Text className='paytips__title' data-testid='paytips-title'>
          {t(`pay.result_${kind}`)}
        </Text>
        <Text className='paytips__tips'>{success ? t('pay.result_success_tips') : t('pay.result_other_tips')}</Text>
        {success && (params?.price || params?.order_no) ? (
          <View className='paytips__receipt' data-testid='paytips-receipt'>
            {params.price ? (
              <View className='paytips__row'>
                <Text className='paytips__label'>{t('pay.paid_amount')}</Text>
                <Price value={params.price} />
              </View>
            ) : null}
            {params.order_no ? (
              <View className='paytips__row'>
                <Text className='paytips__label'>{t('pay.pay_no')}</Text>
                <Text className='paytips__value' data-testid='paytips-order-no'>
                  {params.order_no}
                </Text>
              </View>
            ) : null}
          </View>
        ) : null}
        <View className='paytips__buttons'>
          <ActionButton kind='plain' className='paytips__button' testId='paytips-back' onClick={() => goBack()}>
            {t('pay.back')}
          </ActionButton>
          <ActionButton className='paytips__button' testId='paytips-next' onClick={() => void openPage(params?.page || HOME_PAGE, { redirect: true })}>
            {params?.title || t('pay.back_home')}
          </ActionButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(PayTipsPage)
