import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { Coupon } from '@/api/plugins/coupon'
import { categoryGoodsUrl, type CouponRules } from '@/api/plugins/coupon-detail'
import { goodsDetailUrl } from '@/api/goods-summary'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { HOME_PAGE, openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import './coupon-rules.scss'
import '@/i18n/locales/plugin-coupon'

/** Where "use it" leads: the one goods or category the coupon is limited to, else the home page. */
export function couponUseUrl(rules: CouponRules): string {
  if (rules.scopeIds.length === 1 && rules.scope === 'goods') return goodsDetailUrl(rules.scopeIds[0])
  if (rules.scopeIds.length === 1 && rules.scope === 'categories') return categoryGoodsUrl(rules.scopeIds[0])
  return HOME_PAGE
}

interface Props {
  coupon: Coupon
  rules: CouponRules
  claiming: boolean
  onClaim: (id: string) => void
}

/** The coupon's claim state in words, with its one action: claim (guests: log in first) or use it. */
export const CouponClaimState = observer(function CouponClaimState({ coupon, rules, claiming, onClaim }: Props) {
  const { session } = useStores()
  const canUse = coupon.status === 'claimed' || coupon.status === 'use'
  let action: { label: string; run: () => void } | null = null
  if (coupon.status === 'claim') {
    action = {
      label: session.isLoggedIn ? coupon.actionText || t('plugin-coupon.state_claim') : t('plugin-coupon.login_to_claim'),
      run: () => onClaim(coupon.id),
    }
  } else if (canUse) {
    action = { label: t('plugin-coupon.go_use'), run: () => void openPage(couponUseUrl(rules)) }
  }
  const press = () => !claiming && action?.run()
  return (
    <View className='coupon-state' data-testid='coupon-claim-state' data-status={coupon.status}>
      <Text className='coupon-state__text'>{t(`plugin-coupon.state_${coupon.status}`)}</Text>
      {action ? (
        <View
          className={`coupon-state__button ${claiming ? 'coupon-state__button--off' : ''}`}
          onClick={press}
          {...pressable(press)}
          aria-disabled={claiming ? 'true' : undefined}
          data-testid='coupon-claim-button'
        >
          {claiming ? '...' : action.label}
        </View>
      ) : null}
    </View>
  )
})
