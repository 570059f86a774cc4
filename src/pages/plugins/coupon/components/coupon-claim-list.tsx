import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { CouponClaimStore } from '@/stores/plugins/coupon-store'
import { CouponCard } from './coupon-card'

/** Claimable coupons of a claim store, one claim at a time. */
export const CouponClaimList = observer(function CouponClaimList({ store, onClaim }: { store: CouponClaimStore; onClaim: (id: string) => void }) {
  return (
    <View className='coupon-claim-list' data-testid='coupon-list'>
      {store.coupons.map((coupon) => (
        <CouponCard
          key={coupon.id}
          coupon={coupon}
          onClaim={onClaim}
          claiming={store.claimingId === coupon.id}
          disabled={store.busy && store.claimingId !== coupon.id}
        />
      ))}
    </View>
  )
})
