import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { deleteBrowseRecords, getBrowseHistory } from '@/api/browse'
import type { ListedGoods } from '@/api/favor'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { toast } from '@/lib/navigate'
import { ActionButton } from '@/components/action-button/action-button'
import { GoodsRow } from '@/components/goods-row/goods-row'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate } from '@/hooks/use-login-gate'
import '@/styles/activity.scss'
import '@/i18n/locales/activity'

/** Browse history (api-core 3.25): goods the shopper looked at, newest first; delete after a confirm. */
function UserGoodsBrowsePage() {
  const allowed = useLoginGate()
  const list = usePagedList(getBrowseHistory, [], { enabled: allowed })
  const [deleting, setDeleting] = useState('')

  const remove = async (record: ListedGoods) => {
    if (deleting) return
    if (!(await confirmAction(t('activity.browse_delete_confirm')))) return
    setDeleting(record.rowId)
    const result = await deleteBrowseRecords([record.rowId])
    setDeleting('')
    if (!result.ok) return
    list.setItems((items) => items.filter((item) => item.rowId !== record.rowId))
    toast(t('activity.deleted'), 'success')
  }

  return (
    <PageShell titleKey='activity.title_browse'>
      {allowed ? (
        <View className='act-page'>
          {list.status === 'ready' ? <Text className='act-count'>{t('activity.browse_total', { n: list.total })}</Text> : null}
          <PagedList
            list={list}
            emptyMessage={t('activity.browse_empty')}
            renderItem={(record) => (
              <GoodsRow
                key={record.rowId}
                goods={record}
                testId='browse-row'
                note={record.addedAt ? t('activity.browse_viewed_at', { time: record.addedAt }) : undefined}
                actions={
                  <ActionButton
                    kind='plain'
                    size='small'
                    busy={deleting === record.rowId}
                    disabled={Boolean(deleting)}
                    onClick={() => remove(record)}
                    testId='browse-delete'
                  >
                    {t('common.delete')}
                  </ActionButton>
                }
              />
            )}
          />
        </View>
      ) : (
        <GuestNotice />
      )}
    </PageShell>
  )
}

export default observer(UserGoodsBrowsePage)
