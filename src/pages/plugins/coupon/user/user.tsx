import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getMyCoupons, type MyCouponTab, type UserCoupon } from '@/api/plugins/coupon'
import { PageShell } from '@/components/page-shell/page-shell'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { unbroken } from '../../kit/unbroken'
import { CouponCard } from '../components/coupon-card'
import '../components/coupon-pages.scss'
import '@/i18n/locales/plugin-coupon'

const TABS: Array<{ key: MyCouponTab; label: string }> = [
  { key: 'unused', label: 'plugin-coupon.tab_unused' },
  { key: 'used', label: 'plugin-coupon.tab_used' },
  { key: 'expired', label: 'plugin-coupon.tab_expired' },
]

const MyCouponRow = observer(function MyCouponRow({ item }: { item: UserCoupon }) {
  return <CouponCard coupon={item.coupon} validity={t('plugin-coupon.valid_range', { from: unbroken(item.validFrom), to: unbroken(item.validTo) })} />
})

/** My coupons (api-plugins 2.5): one call, three client-side tabs. */
function MyCouponsPage() {
  const allowed = useLoginGate()
  const mine = useRemote(whenLoggedIn(allowed, getMyCoupons), [allowed])
  const [tab, setTab] = useState<MyCouponTab>('unused')

  if (!allowed) {
    return (
      <PageShell titleKey='plugin-coupon.title_user'>
        <GuestNotice />
      </PageShell>
    )
  }
  const rows = mine.data ? mine.data[tab] : []
  return (
    <PageShell titleKey='plugin-coupon.title_user'>
      <View className='coupon-page'>
        <View className='coupon-tabs' data-testid='coupon-tabs'>
          {TABS.map((item) => (
            <View
              key={item.key}
              className={`coupon-tabs__item ${item.key === tab ? 'coupon-tabs__item--on' : ''}`}
              onClick={() => setTab(item.key)}
              {...pressable(() => setTab(item.key))}
              aria-current={item.key === tab ? 'true' : undefined}
              data-testid={`coupon-tab-${item.key}`}
            >
              {mine.data ? t('plugin-coupon.tab_count', { name: t(item.label), n: mine.data[item.key].length }) : t(item.label)}
            </View>
          ))}
        </View>
        <StatusView status={mine.status} message={mine.error} onRetry={() => void mine.reload()} />
        {mine.status === 'ready' && rows.length === 0 ? <StatusView status='empty' message={t('plugin-coupon.empty_mine')} /> : null}
        {mine.status === 'ready' ? (
          <View data-testid='my-coupon-list'>
            {rows.map((item) => (
              <MyCouponRow key={item.id} item={item} />
            ))}
          </View>
        ) : null}
      </View>
    </PageShell>
  )
}

export default observer(MyCouponsPage)
