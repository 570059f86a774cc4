import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
// Per-component import: the taro-ui barrel would drag other components' dependencies into this chunk.
import AtButton from 'taro-ui/lib/components/button'
import 'taro-ui/lib/style/components/button.scss'
import './coupon-bottom-bar.scss'

/** The fixed bottom button of the coupon pages ("My coupons", "Back to shop"). */
export const CouponBottomBar = observer(function CouponBottomBar({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) {
  return (
    <>
      <View className='coupon-bottom-spacer' />
      <View className='coupon-bottom-bar'>
        <AtButton type='primary' circle className='coupon-bottom-bar__button' onClick={onClick} data-testid={testId}>
          {label}
        </AtButton>
      </View>
    </>
  )
})
