import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import './coupon-sheet.scss'
import '@/i18n/locales/plugin-coupon-embeds'

/** Bottom sheet used by the goods-detail coupon popup and the checkout coupon picker. */
export const CouponSheet = observer(function CouponSheet({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
}) {
  if (!open) return null
  return (
    <View className='coupon-sheet' data-testid='coupon-sheet'>
      <View className='coupon-sheet__mask' onClick={onClose} />
      <View className='coupon-sheet__panel'>
        <View className='coupon-sheet__head'>
          <Text className='coupon-sheet__title'>{title}</Text>
          <Text className='coupon-sheet__close' onClick={onClose} {...pressable(onClose)}>
            {t('plugin-coupon.close')}
          </Text>
        </View>
        <ScrollView scrollY className='coupon-sheet__body'>
          {children}
        </ScrollView>
      </View>
    </View>
  )
})
