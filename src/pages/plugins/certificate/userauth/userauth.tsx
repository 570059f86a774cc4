import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { AUTH_APPROVED, deleteAuthRecord, getAuthCenter, getAuthRecords, type AuthRecord, type FieldSpec } from '@/api/plugins/certificate'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { useRemote } from '@/hooks/use-remote'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { openPage, toast } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { DetailRows } from '../../kit/detail-rows'
import { StatusTabs } from '../../kit/status-tabs'
import { FieldValue } from '../components/field-value'
import { CERTIFICATE_PAGES } from '../components/routes'
import '../../kit/kit.scss'
import '../components/certificate.scss'
import './userauth.scss'
import '@/i18n/locales/plugin-certificate'

const area = 'plugin-certificate'

function rowCells(record: AuthRecord, fields: FieldSpec[]) {
  return fields.map((spec): [string, ReturnType<typeof FieldValue> | string] => [
    spec.name,
    spec.type === 'images' ? <FieldValue key={spec.field} spec={spec} value={record.values[spec.field]} /> : String(record.values[spec.field] ?? ''),
  ])
}

/** My certification records (api-plugins-2 §3.23): status tabs from center, delete unapproved, go authenticate. */
function UserauthPage() {
  const router = useRouter()
  const allowed = useLoginGate()
  const center = useRemote(whenLoggedIn(allowed, getAuthCenter), [allowed])
  const [status, setStatus] = useState(/^-?\d+$/.test(router.params.status ?? '') ? String(router.params.status) : '-1')
  const [fields, setFields] = useState<FieldSpec[]>([])
  const fetchPage = useCallback(
    async (page: number) => {
      const result = await getAuthRecords(page, status)
      if (result.ok && result.data.fields.length) setFields(result.data.fields)
      return result
    },
    [status],
  )
  const list = usePagedList(fetchPage, [status], { enabled: allowed })
  const [deletingId, setDeletingId] = useState('')
  useShowAgain(() => {
    if (allowed) void list.refresh()
  })

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_list`}>
        <GuestNotice />
      </PageShell>
    )
  }

  const remove = async (record: AuthRecord) => {
    if (deletingId || !(await confirmAction(t(`${area}.confirm_delete`)))) return
    setDeletingId(record.id)
    const result = await deleteAuthRecord(record.id)
    setDeletingId('')
    if (!result.ok) return
    toast(t(`${area}.deleted`), 'success')
    list.setItems((items) => items.filter((item) => item.id !== record.id))
  }

  const tabs = center.data?.tabs.length ? center.data.tabs : [{ name: t(`${area}.status_all`), value: '-1' }]
  return (
    <PageShell titleKey={`${area}.title_list`}>
      <StatusTabs tabs={tabs.map((tab) => ({ value: tab.value, label: tab.name }))} value={status} onChange={setStatus} />
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={t(`${area}.empty`)}
        renderItem={(record) => (
          <View key={record.id} className='pk-card' data-testid='cert-row' data-status={record.status}>
            <View onClick={() => void openPage(CERTIFICATE_PAGES.detail(record.id))}>
              <View className='pk-card__head'>
                <Text>{record.addTime}</Text>
                <Text className='pk-card__status' data-testid='cert-status'>
                  {record.statusName}
                </Text>
              </View>
              <DetailRows rows={rowCells(record, fields)} />
            </View>
            <View className='pk-card__actions'>
              <ActionButton kind='plain' size='small' testId='cert-detail' onClick={() => void openPage(CERTIFICATE_PAGES.detail(record.id))}>
                {t(`${area}.detail`)}
              </ActionButton>
              {record.status !== AUTH_APPROVED ? (
                <ActionButton
                  kind='plain'
                  size='small'
                  testId='cert-delete'
                  busy={deletingId === record.id}
                  disabled={Boolean(deletingId)}
                  onClick={() => void remove(record)}
                >
                  {deletingId === record.id ? t(`${area}.deleting`) : t(`${area}.delete`)}
                </ActionButton>
              ) : null}
            </View>
          </View>
        )}
      />
      <View className='cert-bar-space' />
      <View className='cert-bar'>
        <ActionButton size='small' testId='cert-go-auth' onClick={() => void openPage(CERTIFICATE_PAGES.form)}>
          {t(`${area}.go_auth`)}
        </ActionButton>
      </View>
    </PageShell>
  )
}

export default observer(UserauthPage)
