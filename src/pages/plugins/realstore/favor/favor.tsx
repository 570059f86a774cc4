import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getFavorStores, removeFavorStores, type FavorStore } from '@/api/plugins/realstore-pages'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { useLoginGate } from '@/hooks/use-login-gate'
import { usePagedList } from '@/hooks/use-paged-list'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { openPage, toast } from '@/lib/navigate'
import { storeUrl } from '../components/routes'
import { StoreCard } from '../components/store-card'
import { rememberStore } from '../components/store-choice'
import '../components/realstore.scss'
import '@/i18n/locales/plugin-realstore'

/** My saved stores (api-plugins-2 §3.7 favor): open one, or remove it after a confirm. */
function FavorStoresPage() {
  const allowed = useLoginGate()
  const list = usePagedList(getFavorStores, [], { enabled: allowed })
  const [removing, setRemoving] = useState('')
  // Back from a store whose save was toggled there.
  useShowAgain(() => void list.refresh())

  const remove = async (row: FavorStore) => {
    if (removing || !(await confirmAction(t('plugin-realstore.confirm_unfavor', { name: row.store.name })))) return
    setRemoving(row.id)
    const result = await removeFavorStores([row.id])
    setRemoving('')
    if (!result.ok) return
    toast(result.msg || t('plugin-realstore.unfavored'), 'success')
    list.setItems((items) => items.filter((item) => item.id !== row.id))
  }

  return (
    <PageShell titleKey='plugin-realstore.title_favor'>
      {!allowed ? (
        <GuestNotice />
      ) : (
        <PagedList
          className='rs-page'
          list={list}
          emptyMessage={t('plugin-realstore.favor_empty')}
          renderItem={(row) => (
            <StoreCard
              key={row.id}
              store={row.store}
              testId='favor-store'
              onOpen={() => {
                rememberStore(row.store)
                void openPage(storeUrl(row.store.id))
              }}
              extra={
                <ActionButton size='small' kind='plain' busy={removing === row.id} onClick={() => void remove(row)} testId='favor-remove'>
                  {t('plugin-realstore.unfavor')}
                </ActionButton>
              }
            />
          )}
        />
      )}
    </PageShell>
  )
}

export default observer(FavorStoresPage)
