import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { getPromotionUsers } from '@/api/plugins/distribution'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { StatusTabs } from '../../kit/status-tabs'
import { GatePage, useDistributorGate } from '../components/distributor-gate'
import { MemberCard } from '../components/member-card'
import { RangeNote } from '../components/range-note'
import { useFilterQuery } from '../components/routes'
import { dt, titleOf } from '../components/text'
import '../../kit/kit.scss'
import '../components/dist.scss'

const TYPES = ['0', '1', '2', '3', '4', '5']

/** Promoted users (api-plugins-1 §4.7): the slices of the team the centre's statistics link to. */
function PromotionUsersPage() {
  const params = useRouter().params
  const query = useFilterQuery(params)
  const gate = useDistributorGate()
  const [type, setType] = useState(TYPES.includes(params.type ?? '') ? String(params.type) : '0')
  const fetchPage = useCallback((page: number) => getPromotionUsers(page, type, query), [type, query])
  const list = usePagedList(fetchPage, [type, query], { enabled: gate.ready })

  if (!gate.ready) return <GatePage titleKey={titleOf('promotion_user')} gate={gate} />
  return (
    <PageShell titleKey={titleOf('promotion_user')}>
      <StatusTabs tabs={TYPES.map((value) => ({ value, label: dt(`promotion_user_tab_${value}`) }))} value={type} onChange={setType} />
      <RangeNote query={query} />
      {list.status === 'ready' ? (
        <View className='dist-count-line'>
          <Text>{dt('team_total', { n: list.total })}</Text>
        </View>
      ) : null}
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={dt('promotion_users_empty')}
        renderItem={(member) => <MemberCard key={member.id} member={member} />}
      />
    </PageShell>
  )
}

export default observer(PromotionUsersPage)
