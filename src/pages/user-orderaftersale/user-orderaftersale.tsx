import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { cancelAfterSale, getAfterSales } from '@/api/aftersale'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { pressable } from '@/lib/a11y'
import { toast } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate } from '@/hooks/use-login-gate'
import { AfterSaleCard } from './aftersale-card'
import { AFTERSALE_TABS, statusLabel } from './aftersale-labels'
import '@/styles/activity.scss'
import './user-orderaftersale.scss'
import '@/i18n/locales/aftersale'

/** The ?status= of a link, when it names one of the tabs; otherwise "all". */
function initialTab(value: string | undefined): number {
  if (value === undefined || value === '') return -1
  const code = Number(value)
  return AFTERSALE_TABS.some((tab) => tab.code === code) ? code : -1
}

/** Some routers hand query values over still encoded; decoding twice must not throw. */
function decodedParam(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? '')
  } catch {
    return value ?? ''
  }
}

/** After-sales (api-core 3.26): tabs by status, optional order-number filter, cancel after a confirm. */
function UserOrderAfterSalePage() {
  const params = useRouter().params
  const keywords = decodedParam(params.keywords)
  const allowed = useLoginGate()
  const [tab, setTab] = useState(() => initialTab(params.status))
  const list = usePagedList((page) => getAfterSales(page, tab, keywords), [tab, keywords], { enabled: allowed })
  const [cancelling, setCancelling] = useState('')

  // Back from the detail page (applied, cancelled, shipped): show the new states.
  useShowAgain(() => {
    if (allowed) void list.refresh()
  })

  const cancel = async (id: string) => {
    if (cancelling) return
    if (!(await confirmAction(t('aftersale.cancel_confirm')))) return
    setCancelling(id)
    const result = await cancelAfterSale(id)
    setCancelling('')
    if (!result.ok) return
    toast(t('aftersale.cancelled'), 'success')
    void list.refresh()
  }

  if (!allowed) {
    return (
      <PageShell titleKey='aftersale.title_list'>
        <GuestNotice />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey='aftersale.title_list'>
      <View className='act-tabs' data-testid='aftersale-tabs'>
        {AFTERSALE_TABS.map((item) => (
          <View
            key={item.code}
            className={`act-tabs__item ${tab === item.code ? 'act-tabs__item--active' : ''}`}
            onClick={() => setTab(item.code)}
            {...pressable(() => setTab(item.code))}
          >
            {item.status === 'all' ? t('common.all') : statusLabel(item.status)}
          </View>
        ))}
      </View>
      {keywords ? <Text className='aftersale-filter'>{t('aftersale.filtered_by', { keywords })}</Text> : null}
      <View className='act-page'>
        <PagedList
          list={list}
          emptyMessage={t('aftersale.list_empty')}
          renderItem={(request) => (
            <AfterSaleCard
              key={request.id}
              request={request}
              cancelling={cancelling === request.id}
              busy={Boolean(cancelling)}
              onCancel={() => cancel(request.id)}
            />
          )}
        />
      </View>
    </PageShell>
  )
}

export default observer(UserOrderAfterSalePage)
