import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { couponParamKey, parseCheckoutCoupons, type CheckoutCouponGroup } from '@/api/plugins/coupon'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { useStores } from '@/stores/root-store'
import { unbroken } from '../../kit/unbroken'
import { CouponCard } from './coupon-card'
import { CouponSheet } from './coupon-sheet'
import './checkout-coupon-picker.scss'
import '@/i18n/locales/plugin-coupon'

export type CheckoutParams = Record<string, string | number>

interface Props {
  /** plugins_coupon_data of the buy/index answer, as received. */
  raw: unknown
  /** The plugin params currently sent with buy/index and buy/add. */
  params: CheckoutParams
  /** New params (coupon_id_<warehouse> = user-coupon id, 0 = none); the page re-asks buy/index. */
  onChange: (params: CheckoutParams) => void
  /** The page is re-calculating: no new choice until it answers. */
  disabled?: boolean
}

function rowText(group: CheckoutCouponGroup): string {
  if (group.chosenId) return group.chosenDesc || t('plugin-coupon.checkout_selected')
  return group.options.length ? t('plugin-coupon.checkout_available', { n: group.options.length }) : t('plugin-coupon.checkout_none')
}

const GroupRow = observer(function GroupRow({ group, params, onChange, disabled }: { group: CheckoutCouponGroup } & Omit<Props, 'raw'>) {
  const [open, setOpen] = useState(false)
  const choose = (id: string) => {
    setOpen(false)
    onChange({ ...params, [couponParamKey(group.warehouseId)]: id || 0 })
  }
  const openSheet = () => !disabled && group.options.length && setOpen(true)
  return (
    <>
      <View
        className={`checkout-coupon ${group.options.length ? '' : 'checkout-coupon--none'}`}
        onClick={openSheet}
        {...(group.options.length ? pressable(openSheet) : {})}
        data-testid='checkout-coupon-row'
      >
        <Text className='checkout-coupon__label'>{t('plugin-coupon.checkout_label')}</Text>
        <Text className={`checkout-coupon__value ${group.chosenId ? 'checkout-coupon__value--chosen' : ''}`}>{rowText(group)}</Text>
      </View>
      <CouponSheet open={open} title={t('plugin-coupon.checkout_placeholder')} onClose={() => setOpen(false)}>
        <Text className='checkout-coupon__no-use' onClick={() => choose('')} {...pressable(() => choose(''))} data-testid='checkout-coupon-none'>
          {t('plugin-coupon.checkout_no_use')}
        </Text>
        {group.options.map((option) => {
          const chosen = option.id === group.chosenId
          return (
            <View
              key={option.id}
              className='checkout-coupon__option'
              onClick={() => choose(option.id)}
              {...pressable(() => choose(option.id))}
              aria-current={chosen ? 'true' : undefined}
              data-testid='checkout-coupon-option'
            >
              <CouponCard
                coupon={{ ...option.coupon, status: 'claimed', actionText: t(chosen ? 'plugin-coupon.checkout_selected' : 'plugin-coupon.checkout_select') }}
                validity={t('plugin-coupon.valid_range', { from: unbroken(option.validFrom), to: unbroken(option.validTo) })}
              />
            </View>
          )
        })}
      </CouponSheet>
    </>
  )
})

/** Checkout coupon choice per warehouse (api-plugins 13.3). Renders nothing when the plugin is off. */
export const CheckoutCouponPicker = observer(function CheckoutCouponPicker({ raw, params, onChange, disabled }: Props) {
  const { app } = useStores()
  if (!app.isPluginEnabled('coupon')) return null
  const groups = parseCheckoutCoupons(raw)
  return (
    <View className='checkout-coupons'>
      {groups.map((group) => (
        <GroupRow key={group.warehouseId} group={group} params={params} onChange={onChange} disabled={disabled} />
      ))}
    </View>
  )
})
