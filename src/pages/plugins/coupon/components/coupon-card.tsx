import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { isCouponInactive, type Coupon } from '@/api/plugins/coupon-core'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { HOME_PAGE, openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import './coupon-card.scss'
import '@/i18n/locales/plugin-coupon-card'

interface Props {
  coupon: Coupon
  /** "2026-11-22 10:00 to 2026-12-22 10:00" on my coupons; the expiry tip otherwise. */
  validity?: string
  onClaim?: (id: string) => void
  /** This card's claim is running. */
  claiming?: boolean
  /** Another claim is running: keep this button still. */
  disabled?: boolean
}

/** The coupon-card of api-plugins 2.1: value block, conditions, progress and one action by status. */
export const CouponCard = observer(function CouponCard({ coupon, validity, onClaim, claiming, disabled }: Props) {
  const { app } = useStores()
  const inactive = isCouponInactive(coupon.status)
  const actionable = coupon.status === 'claim' || coupon.status === 'use'
  const onAction = () => {
    if (claiming || disabled) return
    if (coupon.status === 'claim') onClaim?.(coupon.id)
    else if (coupon.status === 'use') void openPage(HOME_PAGE)
  }
  return (
    <View
      className={`coupon-card coupon-card--${coupon.status} ${inactive ? 'coupon-card--inactive' : ''}`}
      data-testid='coupon-card'
      data-status={coupon.status}
    >
      <View className='coupon-card__value' style={inactive ? undefined : { backgroundColor: coupon.color || undefined }}>
        <View className='coupon-card__amount'>
          {coupon.isMoney ? <Text className='coupon-card__symbol'>{app.currencySymbol}</Text> : null}
          <Text className='coupon-card__number'>{coupon.value}</Text>
          {coupon.isMoney ? null : <Text className='coupon-card__unit'>{coupon.unit}</Text>}
        </View>
        <Text className='coupon-card__desc'>{coupon.desc}</Text>
      </View>
      <View className='coupon-card__body'>
        <Text className='coupon-card__name'>{coupon.name}</Text>
        <Text className='coupon-card__scope'>{coupon.scopeName}</Text>
        <Text className='coupon-card__expire'>{validity || coupon.expireTips}</Text>
        {coupon.progress && coupon.status === 'claim' ? (
          <View className='coupon-card__progress'>
            <View className='coupon-card__bar'>
              <View className='coupon-card__bar-fill' style={{ width: `${coupon.progress.percent}%` }} />
            </View>
            <Text className='coupon-card__progress-text'>{coupon.progress.text}</Text>
          </View>
        ) : null}
      </View>
      {inactive ? (
        <Text className='coupon-card__stamp'>{t(coupon.status === 'used' ? 'plugin-coupon.stamp_used' : 'plugin-coupon.stamp_expired')}</Text>
      ) : (
        <View
          className={`coupon-card__action ${actionable ? '' : 'coupon-card__action--off'} ${claiming || disabled ? 'coupon-card__action--busy' : ''}`}
          onClick={onAction}
          {...(actionable ? pressable(onAction) : {})}
          aria-disabled={claiming || disabled ? 'true' : undefined}
          data-testid='coupon-action'
        >
          {claiming ? '...' : coupon.actionText || t('plugin-coupon.fallback_action')}
        </View>
      )}
    </View>
  )
})
