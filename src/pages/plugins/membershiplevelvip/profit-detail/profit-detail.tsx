import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getVipProfit } from '@/api/plugins/membershiplevelvip'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { whenLinked } from '@/lib/route-params'
import { t } from '@/i18n'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { statusText } from '../../kit/status-text'
import { DetailRows } from '../../kit/detail-rows'
import '../../kit/kit.scss'
import './profit-detail.scss'
import '@/i18n/locales/plugin-membershiplevelvip'

/** One rebate record (api-plugins-1 §3.7). */
function VipProfitDetailPage() {
  const id = useRouter().params.id ?? ''
  const allowed = useLoginGate()
  const profit = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(id, () => getVipProfit(id)),
    ),
    [allowed, id],
  )
  const p = profit.data
  return (
    <PageShell titleKey='plugin-membershiplevelvip.title_profit_detail'>
      {!allowed ? <GuestNotice /> : <StatusView status={profit.status} kind={profit.failureKind} message={profit.error} onRetry={profit.reload} />}
      {allowed && profit.status === 'ready' && p ? (
        <View className='pk-page'>
          <View className='pk-card' data-testid='vip-profit-detail'>
            <DetailRows
              rows={[
                [t('plugin-membershiplevelvip.order_amount'), <Price key='t' value={p.totalPrice} />],
                [t('plugin-membershiplevelvip.rebate_amount'), <Price key='p' value={p.profitPrice} />],
                [t('plugin-membershiplevelvip.level'), p.levelName],
                [t('plugin-membershiplevelvip.settlement_status'), statusText('plugin-membershiplevelvip.profit_tab_', p.status, p.statusName)],
                [t('plugin-membershiplevelvip.rebate_rules'), p.commissionRules],
                [t('plugin-membershiplevelvip.created'), p.addTime],
                [t('plugin-membershiplevelvip.updated'), p.updTime],
              ]}
            />
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(VipProfitDetailPage)
