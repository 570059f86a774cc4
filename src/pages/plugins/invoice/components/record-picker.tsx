import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { getInvoiceRecords, type InvoiceRecord, type RecordKind, type SchemaField } from '@/api/plugins/invoice'
import { ActionButton } from '@/components/action-button/action-button'
import { usePagedList, type PagedList } from '@/hooks/use-paged-list'
import { Icon } from '@/components/icon/icon'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage, toast } from '@/lib/navigate'
import { newInvoiceUrl } from './routes'
import { SchemaRows } from './schema-rows'
import '../../kit/kit.scss'
import './invoice.scss'
import '@/i18n/locales/plugin-invoice'

const area = 'plugin-invoice'

export interface RecordPicker {
  list: PagedList<InvoiceRecord>
  schema: SchemaField[]
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
export function useRecordPicker(kind: RecordKind): RecordPicker {
  const type = kind === 'order' ? 0 : 1
  const [schema, setSchema] = useState<SchemaField[]>([])
  const [chosen, setChosen] = useState<string[]>([])
  const fetchPage = useCallback(
    async (page: number) => {
      const result = await getInvoiceRecords(kind, page)
      if (result.ok && page === 1) {
        setSchema(result.data.schema)
        setChosen([])
      }
      return result
    },
    [kind],
  )
  const list = usePagedList(fetchPage, [kind])
  return {
    list,
    schema,
    chosen,
    toggle: (id) => setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id])),
    merge: () => (chosen.length ? void openPage(newInvoiceUrl(chosen, type)) : toast(t(`${area}.choose_first`))),
    invoiceOne: (id) => void openPage(newInvoiceUrl([id], type)),
  }
}

/** One record card: its schema fields (tap opens the record), a tick and a single "开票" button. */
export const RecordCard = observer(function RecordCard({ picker, row, onOpen }: { picker: RecordPicker; row: InvoiceRecord; onOpen: () => void }) {
  const on = picker.chosen.includes(row.id)
  return (
    <View className='pk-card' data-testid='invoice-record' data-id={row.id}>
      <View onClick={onOpen}>
        <SchemaRows schema={picker.schema} row={row.raw} />
      </View>
      <View className='pk-card__actions invoice-record__actions'>
        <View
          className={`invoice-check ${on ? 'invoice-check--on' : ''}`}
          data-testid='invoice-record-check'
          onClick={() => picker.toggle(row.id)}
          {...pressable(() => picker.toggle(row.id))}
          role='checkbox'
          aria-checked={on}
        >
          <Icon name={on ? 'square-check' : 'square'} size={36} className='invoice-check__box' />
          <Text>{t(`${area}.select`)}</Text>
        </View>
        <ActionButton kind='plain' size='small' testId='invoice-record-open' onClick={onOpen}>
          {t(`${area}.view`)}
        </ActionButton>
        <ActionButton size='small' testId='invoice-record-one' onClick={() => picker.invoiceOne(row.id)}>
          {t(`${area}.invoice_one`)}
        </ActionButton>
      </View>
    </View>
  )
})

/** The fixed bottom bar: how many are ticked and "合并开票". */
export const MergeBar = observer(function MergeBar({ picker }: { picker: RecordPicker }) {
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
