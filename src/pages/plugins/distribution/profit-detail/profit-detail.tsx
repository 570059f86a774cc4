import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getProfit } from '@/api/plugins/distribution'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { useRemote } from '@/hooks/use-remote'
import { DetailRows } from '../../kit/detail-rows'
import { GatePage, notAsked, useDistributorGate } from '../components/distributor-gate'
import { DetailStatus } from '../components/not-found'
import { dt, titleOf } from '../components/text'
import '../../kit/kit.scss'
import '../components/dist.scss'

/** One commission record (api-plugins-1 §4.5) with the order it came from. */
function DistributionProfitDetailPage() {
  const id = useRouter().params.id ?? ''
  const valid = /^\d+$/.test(id)
  const gate = useDistributorGate()
  const detail = useRemote(() => (gate.ready && valid ? getProfit(id) : notAsked()), [gate.ready, id])
  const p = detail.data
  if (!gate.ready) return <GatePage titleKey={titleOf('profit_detail')} gate={gate} />
  return (
    <PageShell titleKey={titleOf('profit_detail')}>
      {detail.status !== 'ready' || !p ? <DetailStatus remote={detail} missing={!valid} notFound={dt('profit_missing')} /> : null}
      {detail.status === 'ready' && p ? (
        <View className='pk-page'>
          <View className='pk-card' data-testid='dist-profit-detail'>
            <DetailRows
              rows={[
                [dt('profit_amount'), <Price key='p' value={p.profitPrice} className='dist-profit__amount' />],
                [dt('profit_status'), p.statusName],
                [dt('profit_level'), p.levelName],
                [dt('order_no'), p.orderNo],
                [dt('order_amount'), <Price key='t' value={p.totalPrice} />],
                [dt('refund_amount'), <Price key='r' value={p.refundPrice} />],
                [dt('order_status'), p.orderStatusName],
                [dt('order_pay_status'), p.orderPayStatusName],
                [dt('client'), p.clientName],
                [dt('created'), p.addTime],
                [dt('updated'), p.updTime],
              ]}
            />
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(DistributionProfitDetailPage)
