import { Button, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { createVipOrder, getBuyInfo, isLifetime, openingValue, type PeriodRule, type VipLevel } from '@/api/plugins/membershiplevelvip'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { formatPrice } from '@/lib/money'
import { pressable } from '@/lib/a11y'
import { openPage, toast } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useStores } from '@/stores/root-store'
import { VipPaySheet } from '../components/vip-pay-sheet'
import { VIP_ORDERS_PAGE } from '../components/use-vip-payment'
import '../../kit/kit.scss'
import './buy.scss'
import '@/i18n/locales/plugin-membershiplevelvip'

export function durationText(rule: PeriodRule): string {
  return isLifetime(rule) ? t('plugin-membershiplevelvip.lifetime') : t('plugin-membershiplevelvip.period', { n: rule.value, unit: rule.unit })
}

/** Buy membership (api-plugins-1 §3.2): level tabs, a duration card, then pay the created order. */
function VipBuyPage() {
  const { app } = useStores()
  const allowed = useLoginGate()
  const info = useRemote(whenLoggedIn(allowed, getBuyInfo), [allowed], (data) => data.levels.length === 0)
  const [levelIndex, setLevelIndex] = useState(0)
  const [ruleIndex, setRuleIndex] = useState(-1)
  const [submitting, setSubmitting] = useState(false)
  const [order, setOrder] = useState<{ id: string; price: string } | null>(null)

  if (!allowed) {
    return (
      <PageShell titleKey='plugin-membershiplevelvip.title_buy'>
        <GuestNotice />
      </PageShell>
    )
  }
  const data = info.data
  const level: VipLevel | undefined = data?.levels[levelIndex]
  const rule: PeriodRule | undefined = level?.rules[ruleIndex]

  const chooseLevel = (index: number) => {
    setLevelIndex(index)
    setRuleIndex(-1)
  }

  const submit = async () => {
    if (!level || !rule) {
      toast(t('plugin-membershiplevelvip.choose_duration'))
      return
    }
    setSubmitting(true)
    const result = await createVipOrder(openingValue(level, rule))
    setSubmitting(false)
    if (result.ok) setOrder({ id: result.data.id, price: result.data.price || rule.price })
  }

  return (
    <PageShell titleKey='plugin-membershiplevelvip.title_buy'>
      <StatusView status={info.status} message={info.status === 'empty' ? t('plugin-membershiplevelvip.no_levels') : info.error} onRetry={info.reload} />
      {info.status === 'ready' && data ? (
        <View className='vip-buy'>
          <View className='pk-tabs'>
            {data.levels.map((item, index) => (
              <View
                key={item.id}
                className={`pk-tabs__item ${index === levelIndex ? 'pk-tabs__item--on' : ''}`}
                data-testid='vip-level'
                onClick={() => chooseLevel(index)}
                {...pressable(() => chooseLevel(index))}
                aria-current={index === levelIndex ? 'true' : undefined}
              >
                {item.name}
              </View>
            ))}
          </View>
          <View className='vip-buy__divider'>{t('plugin-membershiplevelvip.card_type')}</View>
          {level && level.rules.length ? (
            <View className='vip-buy__grid'>
              {level.rules.map((item, index) => (
                <View
                  key={`${item.number}-${index}`}
                  className={`vip-buy__card ${index === ruleIndex ? 'vip-buy__card--on' : ''}`}
                  data-testid='vip-rule'
                  onClick={() => setRuleIndex(index)}
                  {...pressable(() => setRuleIndex(index))}
                  aria-pressed={index === ruleIndex}
                >
                  <Text className='vip-buy__duration'>{durationText(item)}</Text>
                  {item.desc ? <Text className='vip-buy__desc'>{item.desc}</Text> : null}
                  <Text className='vip-buy__price'>{formatPrice(item.price, app.currencySymbol)}</Text>
                </View>
              ))}
            </View>
          ) : (
            <StatusView status='empty' message={t('plugin-membershiplevelvip.no_rules')} />
          )}
          <View className='vip-buy__orders' onClick={() => void openPage(VIP_ORDERS_PAGE)} {...pressable(() => void openPage(VIP_ORDERS_PAGE))}>
            {t('plugin-membershiplevelvip.all_orders')}
          </View>
          <View className='vip-buy__bar'>
            <Button
              className={`vip-buy__submit ${submitting ? 'vip-buy__submit--disabled' : ''}`}
              data-testid='vip-activate'
              disabled={submitting || undefined}
              onClick={() => void submit()}
            >
              {submitting
                ? t('plugin-membershiplevelvip.submitting')
                : rule
                  ? t('plugin-membershiplevelvip.activate_for', { price: formatPrice(rule.price, app.currencySymbol), period: durationText(rule) })
                  : t('plugin-membershiplevelvip.activate_now')}
            </Button>
          </View>
          <VipPaySheet
            visible={Boolean(order)}
            orderId={order?.id ?? ''}
            amount={order?.price ?? ''}
            payments={data.payments}
            defaultPaymentId={data.defaultPaymentId}
            onClose={() => setOrder(null)}
          />
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(VipBuyPage)
