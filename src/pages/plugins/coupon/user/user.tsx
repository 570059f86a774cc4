import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getMyCoupons, type MyCouponTab, type UserCoupon } from '@/api/plugins/coupon'
import type { ApiResult } from '@/api/types'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { goLogin } from '@/lib/navigate'
import { CouponCard } from '../components/coupon-card'
import { useLoginGate } from '../components/use-login-gate'
import '../components/coupon-pages.scss'
import '@/i18n/locales/plugin-coupon'

const TABS: Array<{ key: MyCouponTab; label: string }> = [
  { key: 'unused', label: 'plugin-coupon.tab_unused' },
  { key: 'used', label: 'plugin-coupon.tab_used' },
  { key: 'expired', label: 'plugin-coupon.tab_expired' },
]

const guestResult = () => Promise.resolve<ApiResult<never>>({ ok: false, code: -400, msg: '', kind: 'login', data: '' })

const MyCouponRow = observer(function MyCouponRow({ item }: { item: UserCoupon }) {
  return <CouponCard coupon={item.coupon} validity={t('plugin-coupon.valid_range', { from: item.validFrom, to: item.validTo })} />
})

/** My coupons (api-plugins 2.5): one call, three client-side tabs. */
function MyCouponsPage() {
  const loggedIn = useLoginGate()
  const mine = useRemote(loggedIn ? getMyCoupons : guestResult, [loggedIn])
  const [tab, setTab] = useState<MyCouponTab>('unused')

  if (!loggedIn) {
    return (
      <PageShell titleKey='plugin-coupon.title_user'>
        <StatusView status='empty' message={t('common.not_logged_in')} action={{ label: t('common.login_now'), onClick: () => goLogin() }} />
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
