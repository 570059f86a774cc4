import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { ApiResult, Page } from '@/api/types'
import { ActionButton } from '@/components/action-button/action-button'
import { Icon } from '@/components/icon/icon'
import { usePagedList } from '@/hooks/use-paged-list'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { confirmAction } from '@/lib/dialogs'
import { openPage, toast } from '@/lib/navigate'
import { useDistributorGate } from './distributor-gate'
import { dt } from './text'

/**
 * A distributor's own records (bundles, visits): the gated paged list, reloaded on every return (from
 * the form), and the deletion of one after a confirm.
 */
export function useOwnRecords<T extends { id: string }>(
  fetchPage: (page: number) => Promise<ApiResult<Page<T>>>,
  deleteOne: (id: string) => Promise<ApiResult<unknown>>,
) {
  const gate = useDistributorGate()
  const list = usePagedList(fetchPage, [], { enabled: gate.ready })
  const [busyId, setBusyId] = useState('')
  useShowAgain(() => void list.refresh())

  const remove = async (id: string) => {
    if (busyId || !(await confirmAction(t('errors.confirm_delete')))) return
    setBusyId(id)
    const result = await deleteOne(id)
    setBusyId('')
    if (!result.ok) return
    toast(result.msg || dt('deleted'), 'success')
    list.setItems((items) => items.filter((item) => item.id !== id))
  }

  return { gate, list, busyId, remove }
}

interface ActionsProps {
  id: string
  /** The record's form; the id is added as ?id=. */
  formPage: string
  busyId: string
  remove: (id: string) => Promise<void>
  /** Test ids are `<testPrefix>-edit` and `<testPrefix>-delete`. */
  testPrefix: string
}

/** The edit and delete buttons of one own record. */
export function EditDeleteButtons({ id, formPage, busyId, remove, testPrefix }: ActionsProps) {
  return (
    <>
      <ActionButton kind='secondary' size='small' onClick={() => void openPage(`${formPage}?id=${id}`)} testId={`${testPrefix}-edit`}>
        {dt('edit')}
      </ActionButton>
      <ActionButton kind='plain' size='small' busy={busyId === id} onClick={() => void remove(id)} testId={`${testPrefix}-delete`}>
        {t('common.delete')}
      </ActionButton>
    </>
  )
}

/** The round "add" button over the list's end, and the room the list leaves for it. */
export const AddRecordButton = observer(function AddRecordButton({ formPage, testId }: { formPage: string; testId: string }) {
  return (
    <>
      <View className='dist-list-space' />
      <View className='dist-fab' onClick={() => void openPage(formPage)} {...pressable(() => void openPage(formPage), dt('add'))} data-testid={testId}>
        <Icon name='plus' size={48} />
      </View>
    </>
  )
})
