import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { RawRow, SchemaField } from '@/api/plugins/invoice'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { copyText } from '@/lib/dialogs'
import { DetailRows, type DetailRow } from '../../kit/detail-rows'
import '@/i18n/locales/plugin-invoice'

/** Amount fields of the invoice schemas: shown through Price so the display currency applies. */
const MONEY_FIELDS = new Set(['total_price', 'pay_price', 'pay_money'])

/** A value with a "copy" tag beside it (order and invoice numbers). */
export function CopyText({ text, label }: { text: string; label: string }) {
  return (
    <Text className='invoice-copy'>
      {text}
      <Text
        className='invoice-copy__tag'
        onClick={(e) => (e.stopPropagation(), void copyText(text))}
        {...pressable(() => void copyText(text), t('plugin-invoice.copy_field', { label }))}
      >
        {t('plugin-invoice.copy')}
      </Text>
    </Text>
  )
}

function cell(field: SchemaField, value: unknown): DetailRow[1] {
  const text = Array.isArray(value) ? value.join(', ') : String(value ?? '')
  if (MONEY_FIELDS.has(field.field)) return <Price value={text} />
  return field.copy ? <CopyText text={text} label={field.name} /> : text
}

/** The visible, non-empty fields of a row in schema order. */
export function schemaRows(schema: SchemaField[], row: RawRow, skip: string[] = []): DetailRow[] {
  return schema
    .filter((f) => !f.hide && !skip.includes(f.field) && f.type !== 'images')
    .filter((f) => {
      const v = row[f.field]
      return v !== undefined && v !== null && String(v) !== ''
    })
    .map((f) => [f.name, cell(f, row[f.field])])
}

/** A record read through the backend display schema; past `limit` rows a "view more" toggle expands it. */
export const SchemaRows = observer(function SchemaRows({ schema, row, limit, skip }: { schema: SchemaField[]; row: RawRow; limit?: number; skip?: string[] }) {
  const [open, setOpen] = useState(false)
  const rows = schemaRows(schema, row, skip)
  const cut = limit !== undefined && rows.length > limit && !open
  return (
    <View>
      <DetailRows rows={cut ? rows.slice(0, limit) : rows} />
      {limit !== undefined && rows.length > limit ? (
        <View
          className='invoice-more'
          data-testid='invoice-view-more'
          onClick={(e) => (e.stopPropagation(), setOpen((v) => !v))}
          {...pressable(() => setOpen((v) => !v))}
          aria-expanded={open}
        >
          {open ? t('plugin-invoice.view_less') : t('plugin-invoice.view_more')}
        </View>
      ) : null}
    </View>
  )
})
