import { View } from '@tarojs/components'
import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { getLiveRooms, LIVE_SEARCH_PAGE, LIVE_STATUS_TABS } from '@/api/plugins/weixinliveplayer'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { StatusTabs } from '../../kit/status-tabs'
import { RoomCard } from '../components/room-card'
import '../components/live.scss'
import '@/i18n/locales/plugin-weixinliveplayer'

type StatusTab = (typeof LIVE_STATUS_TABS)[number]

/** A tab from the link (?status=); anything else opens "all". */
const tabOf = (raw: string | undefined): StatusTab => ((LIVE_STATUS_TABS as readonly string[]).includes(raw ?? '') ? (raw as StatusTab) : '-1')

/** All rooms (api-plugins-1 §8.2): tabs all / not started / live / paused / ended over the paged rooms. */
function LiveSearchPage() {
  const [status, setStatus] = useState<StatusTab>(tabOf(useRouter().params.status))
  const fetchPage = useCallback((page: number) => getLiveRooms(page, status), [status])
  const list = usePagedList(fetchPage, [status])
  useShareAppMessage(() => ({ title: t('plugin-weixinliveplayer.title_search'), path: `${LIVE_SEARCH_PAGE}?status=${status}` }))

  return (
    <PageShell titleKey='plugin-weixinliveplayer.title_search'>
      <View className='live-page'>
        <StatusTabs
          tabs={LIVE_STATUS_TABS.map((value) => ({ value, label: t(`plugin-weixinliveplayer.tab_${value === '-1' ? 'all' : value}`) }))}
          value={status}
          onChange={(value) => setStatus(tabOf(value))}
        />
        <PagedList
          className='live-list'
          list={list}
          emptyMessage={t('plugin-weixinliveplayer.search_empty')}
          renderItem={(room) => <RoomCard key={room.id} room={room} />}
        />
      </View>
    </PageShell>
  )
}

export default observer(LiveSearchPage)
