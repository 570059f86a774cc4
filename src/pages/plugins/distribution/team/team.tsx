import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { getTeam, NO_TEAM_FILTERS, teamFilterParams, type TeamFilters } from '@/api/plugins/distribution'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { GateView, useDistributorGate } from '../components/distributor-gate'
import { MemberCard } from '../components/member-card'
import { TeamFilterBar } from '../components/team-filter'
import { dt, titleOf } from '../components/text'
import '../../kit/kit.scss'
import '../components/dist.scss'

/** My team (api-plugins-1 §4.6): direct referrals with their spending, filterable, each with their orders. */
function DistributionTeamPage() {
  const gate = useDistributorGate()
  const [filters, setFilters] = useState<TeamFilters>(NO_TEAM_FILTERS)
  const fetchPage = useCallback((page: number) => getTeam(page, filters), [filters])
  const list = usePagedList(fetchPage, [filters], { enabled: gate.ready })

  if (!gate.ready) {
    return (
      <PageShell titleKey={titleOf('team')}>
        <GateView gate={gate} />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey={titleOf('team')}>
      <TeamFilterBar value={filters} onSearch={setFilters} />
      {list.status === 'ready' ? (
        <View className='dist-count-line' data-testid='dist-team-total'>
          <Text>{dt('team_total', { n: list.total })}</Text>
          {Object.keys(teamFilterParams(filters)).length ? <Text className='dist-count-line__hint'>{dt('filtered')}</Text> : null}
        </View>
      ) : null}
      <PagedList className='pk-page' list={list} emptyMessage={dt('team_empty')} renderItem={(member) => <MemberCard key={member.id} member={member} />} />
    </PageShell>
  )
}

export default observer(DistributionTeamPage)
