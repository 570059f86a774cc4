import { Input, Text, View } from '@tarojs/components'
import { ActionButton } from '@/components/action-button/action-button'
import { Toggle } from '@/components/toggle/toggle'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { clampPoints, parseCheckoutPoints, parsePointsBase } from '@/api/plugins/points'
import { t } from '@/i18n'
import { formatPrice } from '@/lib/money'
import { useStores } from '@/stores/root-store'
import './checkout-points-switch.scss'
import '@/i18n/locales/plugin-points'

export type CheckoutParams = Record<string, string | number>

interface Props {
  /** plugins_points_data of the buy/index answer, as received. */
  raw: unknown
  /** The plugin params currently sent with buy/index and buy/add. */
  params: CheckoutParams
  /** New params (is_points, actual_use_integral); the page re-asks buy/index. */
  onChange: (params: CheckoutParams) => void
  disabled?: boolean
}

/** Checkout points deduction (api-plugins 13.3): toggle, amount (clamped to the maximum), tips. */
export const CheckoutPointsSwitch = observer(function CheckoutPointsSwitch({ raw, params, onChange, disabled }: Props) {
  const { app } = useStores()
  const points = app.isPluginEnabled('points') ? parseCheckoutPoints(raw) : null
  const [amount, setAmount] = useState('')
  const defaultOn = Boolean(app.pluginBase('points', parsePointsBase)?.useByDefault)

  // The server's maximum is the default amount; keep the field in step with each answer (its numbers, not
  // the parsed object, which is new on every render).
  useEffect(() => {
    if (points) setAmount(String(points.enabled ? points.usedPoints : points.maxPoints))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [points?.enabled, points?.usedPoints, points?.maxPoints])

  // Site setting "use points by default": switch on once if the page has not decided yet (not again when
  // the shopper switches it off, so the answer's other fields are left out on purpose).
  useEffect(() => {
    if (points && defaultOn && params.is_points === undefined && points.maxPoints > 0) onChange({ ...params, is_points: 1 })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Boolean(points), defaultOn])

  if (!points) return null
  const apply = (on: boolean, value = amount) => {
    const used = clampPoints(value, points.maxPoints)
    setAmount(String(used))
    onChange({ ...params, is_points: on && used > 0 ? 1 : 0, actual_use_integral: used })
  }
  return (
    <View className='checkout-points' data-testid='checkout-points'>
      <View className='checkout-points__row'>
        <Text className='checkout-points__label'>{t(points.pureExchange ? 'plugin-points.exchange_label' : 'plugin-points.switch_label')}</Text>
        <Text className='checkout-points__deduct'>{t('plugin-points.switch_deduct', { price: formatPrice(points.discountPrice, app.currencySymbol) })}</Text>
        <Toggle
          checked={points.enabled}
          disabled={disabled || (Number(points.discountPrice) === 0 && !points.enabled)}
          label={t('plugin-points.switch_label')}
          onChange={(enabled) => apply(enabled, points.fixedAmount ? String(points.maxPoints) : amount)}
          testId='checkout-points-switch'
        />
      </View>
      {!points.fixedAmount ? (
        // "Use [680] of 680 points  (Apply)": the field sits inside its sentence and is named by it.
        <View className='checkout-points__amount'>
          <Text aria-hidden='true'>{t('plugin-points.switch_use')}</Text>
          <Input
            className='checkout-points__input'
            type='number'
            value={amount}
            disabled={disabled}
            placeholder={t('plugin-points.switch_input_placeholder')}
            onInput={(event) => setAmount(String(clampPoints(event.detail?.value ?? '', points.maxPoints)))}
            aria-label={t('plugin-points.switch_input_label', { max: points.maxPoints })}
            data-testid='checkout-points-input'
          />
          <Text className='checkout-points__of' aria-hidden='true'>
            {t('plugin-points.switch_of_max', { max: points.maxPoints })}
          </Text>
          <ActionButton
            kind='secondary'
            size='small'
            disabled={disabled}
            onClick={() => apply(true)}
            testId='checkout-points-confirm'
            className='checkout-points__confirm'
          >
            {t('plugin-points.switch_confirm')}
          </ActionButton>
        </View>
      ) : null}
      {points.usableTips ? <Text className='checkout-points__tips'>{points.usableTips}</Text> : null}
      {Number(points.discountPrice) === 0 && points.notTips ? (
        <Text className='checkout-points__tips checkout-points__tips--warn'>{points.notTips}</Text>
      ) : null}
    </View>
  )
})
