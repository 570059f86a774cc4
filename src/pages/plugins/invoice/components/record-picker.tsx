import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useState, type ReactNode } from 'react'
import type { RecordKind } from '@/api/plugins/invoice'
import type { ApiResult, Page } from '@/api/types'
import { ActionButton } from '@/components/action-button/action-button'
import { usePagedList, type PagedList } from '@/hooks/use-paged-list'
import { Icon } from '@/components/icon/icon'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage, toast } from '@/lib/navigate'
import { newInvoiceUrl } from './routes'
import '../../kit/kit.scss'
import './invoice.scss'
import '@/i18n/locales/plugin-invoice'

const area = 'plugin-invoice'

/** What every invoiceable record has; the pages add their own typed fields. */
export interface PickableRecord {
  id: string
}

export type FetchRecords<T extends PickableRecord> = (page: number) => Promise<ApiResult<Page<T>>>

export interface RecordPicker<T extends PickableRecord = PickableRecord> {
  list: PagedList<T>
  chosen: string[]
  toggle: (id: string) => void
  /** "合并开票": the form for every ticked record ("请先选择数据" when none). */
  merge: () => void
  invoiceOne: (id: string) => void
}

/**
 * Paid orders (type 0) or wallet recharges (type 1) that can still be invoiced (api-plugins-1 §10.2):
 * the paged list, the ticked rows, and the way to the invoice form.
 */
export function useRecordPicker<T extends PickableRecord>(kind: RecordKind, fetchRecords: FetchRecords<T>): RecordPicker<T> {
  const type = kind === 'order' ? 0 : 1
  const [chosen, setChosen] = useState<string[]>([])
  const fetchPage = useCallback(
    async (page: number) => {
      const result = await fetchRecords(page)
      if (result.ok && page === 1) setChosen([])
      return result
    },
    [fetchRecords],
  )
  const list = usePagedList(fetchPage, [kind])
  return {
    list,
    chosen,
    toggle: (id) => setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id])),
    merge: () => (chosen.length ? void openPage(newInvoiceUrl(chosen, type)) : toast(t(`${area}.choose_first`))),
    invoiceOne: (id) => void openPage(newInvoiceUrl([id], type)),
  }
}

/** What the card and the bar use of a picker, whatever its record type. */
type PickerControls = Pick<RecordPicker, 'chosen' | 'toggle' | 'merge' | 'invoiceOne'> & { list: Pick<RecordPicker['list'], 'status'> }

interface CardProps {
  picker: PickerControls
  id: string
  onOpen: () => void
  /** The page's own rendering of the record (tap opens it). */
  children: ReactNode
}

/** One record card: the page's record body, a tick and a single "开票" button. */
export const RecordCard = observer(function RecordCard({ picker, id, onOpen, children }: CardProps) {
  const on = picker.chosen.includes(id)
  return (
    <View className='pk-card' data-testid='invoice-record' data-id={id}>
      <View onClick={onOpen}>{children}</View>
      <View className='pk-card__actions invoice-record__actions'>
        <View
          className={`invoice-check ${on ? 'invoice-check--on' : ''}`}
          data-testid='invoice-record-check'
          onClick={() => picker.toggle(id)}
          {...pressable(() => picker.toggle(id))}
          role='checkbox'
          aria-checked={on}
        >
          <Icon name={on ? 'square-check' : 'square'} size={36} className='invoice-check__box' />
          <Text>{t(`${area}.select`)}</Text>
        </View>
        <ActionButton kind='plain' size='small' testId='invoice-record-open' onClick={onOpen}>
          {t(`${area}.view`)}
        </ActionButton>
        <ActionButton size='small' testId='invoice-record-one' onClick={() => picker.invoiceOne(id)}>
          {t(`${area}.invoice_one`)}
        </ActionButton>
      </View>
    </View>
  )
})

/** The fixed bottom bar: how many are ticked and "合并开票". */
export const MergeBar = observer(function MergeBar({ picker }: { picker: PickerControls }) {
  if (picker.list.status !== 'ready') return null
  const count = picker.chosen.length
  return (
    <>
      <View className='invoice-bar-space' />
      <View className='invoice-bar'>
        <Text className='invoice-bar__info'>{t(`${area}.selected`, { n: count })}</Text>
        {/* Dimmed but tappable with nothing ticked: the tap explains what to do. */}
        <ActionButton kind={count ? 'primary' : 'plain'} size='small' testId='invoice-merge' onClick={picker.merge}>
          {t(`${area}.merge`)}
        </ActionButton>
      </View>
    </>
  )
})
