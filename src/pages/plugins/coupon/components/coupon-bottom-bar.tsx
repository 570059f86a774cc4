import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { ActionButton } from '@/components/action-button/action-button'
import './coupon-bottom-bar.scss'

/** The fixed bottom button of the coupon pages ("My coupons", "Back to shop"). */
export const CouponBottomBar = observer(function CouponBottomBar({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) {
  return (
    <>
      <View className='coupon-bottom-spacer' />
      <View className='coupon-bottom-bar'>
        <ActionButton size='large' className='coupon-bottom-bar__button' onClick={onClick} testId={testId}>
          {label}
        </ActionButton>
      </View>
    </>
  )
})
