import { useState } from 'react'
import type { ApiResult } from '@/api/types'
import type { PagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { toast } from '@/lib/navigate'

/**
 * Deleting a pending request from a coin history list: confirm with `confirmMessage`, one row at a
 * time (its button disabled meanwhile), then drop it from the list. The server's message shows on failure.
 */
export function usePendingDelete<T extends { id: string }>(list: PagedList<T>, remove: (id: string) => Promise<ApiResult<unknown>>, confirmMessage: string) {
  const [deleting, setDeleting] = useState('')
  const removeRow = async (row: T) => {
    if (deleting || !(await confirmAction(confirmMessage))) return
    setDeleting(row.id)
    const result = await remove(row.id)
    setDeleting('')
    if (!result.ok) return
    toast(t('plugin-coin.deleted'), 'success')
    list.setItems((items) => items.filter((item) => item.id !== row.id))
  }
  return { deleting, removeRow }
}
