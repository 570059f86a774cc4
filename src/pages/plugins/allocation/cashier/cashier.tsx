import { Button, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useRef, useState } from 'react'
import { getCashierPayData, refusedPayPrice } from '@/api/plugins/allocation'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { goBack, openPage } from '@/lib/navigate'
import '../components/cashier.scss'
import '@/i18n/locales/plugin-allocation'
import { Icon } from '@/components/icon/icon'

const area = 'plugin-allocation'

const ORDERS_PAGE = '/pages/user-order/user-order'

/** Outside WeChat (the web build, other mini-programs): what the cashier is for, and the ways back. */
const CashierElsewhere = /*#__PURE__*/ observer(function CashierElsewhere() {
  return (
    <View className='ac-page' data-testid='cashier-elsewhere'>
      <View className='ac-card'>
        <View className='ac-card__icon'>
          <Icon name='wallet' size={60} />
        </View>
        <Text className='ac-card__title'>{t(`${area}.web_title`)}</Text>
        <Text className='ac-card__text'>{t(`${area}.web_text`)}</Text>
        <Text className='ac-card__hint'>{t(`${area}.web_hint`)}</Text>
        <View className='ac-card__actions'>
          <ActionButton kind='plain' size='large' onClick={() => goBack()} testId='cashier-back'>
            {t(`${area}.back`)}
          </ActionButton>
          <ActionButton kind='secondary' size='large' onClick={() => void openPage(ORDERS_PAGE)} testId='cashier-orders'>
            {t(`${area}.my_orders`)}
          </ActionButton>
        </View>
      </View>
    </View>
  )
})

/** Launch scenes from which WeChat lets a mini-program return to the App that opened it. */
const APP_SCENES = [1069, 1038, 1089, 1090, 1001, 1131, 1187]

type Phase = 'preparing' | 'paying' | 'success' | 'failed'

/**
 * WeChat: get the login code, ask the server for the pay parameters of the order the App sent, and
 * start WeChat Pay at once (api-plugins-2 §3.21). A failure can be retried; "back to the App" shows when
 * the App opened the cashier and nothing is running.
 */
const CashierWeapp = /*#__PURE__*/ observer(function CashierWeapp() {
  const params = useRouter().params
  const [phase, setPhase] = useState<Phase>('preparing')
  const [price, setPrice] = useState('')
  const [message, setMessage] = useState('')
  const running = useRef(false)
  const fromApp = APP_SCENES.includes(Taro.getLaunchOptionsSync().scene)

  const run = useCallback(async () => {
    if (running.current) return
    running.current = true
    setPhase('preparing')
    setMessage('')
    try {
      const login = await Taro.login().catch(() => null)
      const query: Record<string, string> = {}
      for (const [key, value] of Object.entries(params)) if (typeof value === 'string' && key !== '$taroTimestamp') query[key] = value
      const answer = await getCashierPayData(query, login?.code ?? '')
      if (!answer.ok) {
        setPrice(refusedPayPrice(answer))
        setMessage(answer.msg)
        setPhase('failed')
        return
      }
      setPrice(answer.data.payPrice)
      setPhase('paying')
      const paid = await Taro.requestPayment({ ...answer.data.payment, signType: answer.data.payment.signType as 'MD5' })
        .then(() => true)
        .catch((error: { errMsg?: string }) => {
          setMessage(/cancel/i.test(error?.errMsg ?? '') ? t(`${area}.cancelled`) : (error?.errMsg ?? ''))
          return false
        })
      setPhase(paid ? 'success' : 'failed')
    } finally {
      running.current = false
    }
  }, [params])

  useEffect(() => {
    void run()
  }, [run])

  return (
    <View className='ac-page' data-testid='cashier-weapp' data-phase={phase}>
      <View className='ac-card'>
        <View className={`ac-card__icon ac-card__icon--${phase}`}>
          <Icon name={phase === 'failed' ? 'circle-alert' : phase === 'success' ? 'check' : 'wallet'} size={60} />
        </View>
        <Text className='ac-card__title'>{t(`${area}.${phase}`)}</Text>
        {price ? (
          <View className='ac-card__amount'>
            <Text>{t(`${area}.amount`)}</Text>
            <Price value={price} size='large' />
          </View>
        ) : null}
        {message ? <Text className='ac-card__text'>{message}</Text> : null}
        <View className='ac-card__actions'>
          {phase === 'failed' ? (
            <ActionButton size='large' onClick={() => void run()} testId='cashier-retry'>
              {t(`${area}.retry`)}
            </ActionButton>
          ) : null}
          {/* Returning to the App needs WeChat's own open-type button; it is drawn like the plain buttons. */}
          {fromApp && phase !== 'paying' && phase !== 'preparing' ? (
            <Button className='ac-card__app at-button at-button--normal action-button action-button--plain' openType='launchApp' appParameter='cashier'>
              {t(`${area}.back_app`)}
            </Button>
          ) : (
            <ActionButton kind='plain' size='large' onClick={() => goBack()}>
              {t(`${area}.back`)}
            </ActionButton>
          )}
        </View>
      </View>
    </View>
  )
})

/**
 * The WeChat mini-program cashier (api-plugins-2 §3.21). The payment flow needs WeChat's login code
 * and WeChat Pay, so only the WeChat build runs it; the web build and the other mini-programs explain
 * what the page is for and link back. The choice is made at build time (a ternary on TARO_ENV), so the
 * other builds drop the WeChat flow.
 */
const Cashier = process.env.TARO_ENV === 'weapp' ? CashierWeapp : CashierElsewhere

function CashierPage() {
  return (
    <PageShell titleKey={`${area}.title`}>
      <Cashier />
    </PageShell>
  )
}

export default observer(CashierPage)
