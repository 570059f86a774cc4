import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useRef, useState } from 'react'
import { getInvoiceForm, saveInvoice, type FormSource, type InvoiceFormValues } from '@/api/plugins/invoice'
import { ActionButton } from '@/components/action-button/action-button'
import { FormField } from '@/components/form-field/form-field'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { whenLinked } from '@/lib/route-params'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { goBack, openPage, toast } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { ChoiceChips } from '../components/choice-chips'
import { BANK_TYPES, checkInvoiceForm, COMPANY, payloadFor, textRules } from '../components/invoice-rules'
import { INVOICE_PAGES } from '../components/routes'
import '../../kit/kit.scss'
import '../components/invoice.scss'
import './invoice-saveinfo.scss'
import '@/i18n/locales/plugin-invoice'

const area = 'plugin-invoice'
/** Pause after the success toast before leaving (api-plugins-1 §10.3). */
const LEAVE_DELAY_MS = 2000

const EMPTY: InvoiceFormValues = {
  invoice_type: -1,
  apply_type: 0,
  invoice_content: '',
  invoice_title: '',
  invoice_code: '',
  invoice_bank: '',
  invoice_account: '',
  invoice_tel: '',
  invoice_address: '',
  name: '',
  tel: '',
  address: '',
  email: '',
  user_note: '',
}

/**
 * The invoice form (api-plugins-1 §10.3): for new records (?ids=&type=) or an invoice pending review (?id=).
 * Fields follow the invoice type; switching type hides fields but keeps what was typed in them.
 */
function InvoiceSavePage() {
  const params = useRouter().params
  const source: FormSource = useMemo(
    () => (params.id ? { id: params.id } : { ids: params.ids ?? '', type: params.type ?? '' }),
    [params.id, params.ids, params.type],
  )
  const allowed = useLoginGate()
  const form = useRemote(
    // New records need the ids they invoice (?ids=), an edit its id (?id=): a link with neither is incomplete.
    whenLoggedIn(
      allowed,
      whenLinked(params.id || params.ids, () => getInvoiceForm(source)),
    ),
    [allowed, source],
  )
  const [values, setValues] = useState<InvoiceFormValues>(EMPTY)
  const [saving, setSaving] = useState(false)
  const data = form.data
  const editingCompany = Boolean(data?.existing && data.existing.apply_type === COMPANY)

  // Fill the form once: a pull-down refresh must not wipe what the shopper has typed since.
  const filled = useRef(false)
  useEffect(() => {
    if (!data || filled.current) return
    filled.current = true
    if (data.existing) setValues(data.existing)
    else if (data.contents.length === 1) setValues((v) => ({ ...v, invoice_content: data.contents[0] }))
  }, [data])

  const titleKey = `${area}.${params.id ? 'title_edit' : 'title_add'}`
  if (!allowed) {
    return (
      <PageShell titleKey={titleKey}>
        <GuestNotice />
      </PageShell>
    )
  }
  const set = <K extends keyof InvoiceFormValues>(field: K, value: InvoiceFormValues[K]) => setValues((v) => ({ ...v, [field]: value }))
  // Special VAT invoices (2/3) are for companies only.
  const chooseType = (type: number) => setValues((v) => ({ ...v, invoice_type: type, apply_type: BANK_TYPES.includes(type) ? COMPANY : v.apply_type }))
  const positive = Number(data?.totalPrice ?? 0) > 0

  const submit = async () => {
    const error = checkInvoiceForm(values, Boolean(data?.contents.length))
    if (error) {
      toast(error)
      return
    }
    setSaving(true)
    const result = await saveInvoice(source, payloadFor(values))
    if (!result.ok) {
      setSaving(false)
      return
    }
    toast(result.msg || t(`${area}.saved`), 'success')
    setTimeout(() => {
      if (params.is_redirect === '1') void openPage(INVOICE_PAGES.list, { redirect: true })
      else goBack(INVOICE_PAGES.list)
    }, LEAVE_DELAY_MS)
  }

  return (
    <PageShell titleKey={titleKey}>
      <StatusView status={form.status} kind={form.failureKind} message={form.error} onRetry={form.reload} />
      {form.status === 'ready' && data && !positive ? <StatusView status='empty' message={t(`${area}.amount_zero`)} /> : null}
      {form.status === 'ready' && data && positive ? (
        <View className='pk-page'>
          <View className='pk-card' data-testid='invoice-form-amount'>
            <Text className='invoice-form__amount'>
              {t(`${area}.amount`)}: <Price value={data.totalPrice} />
            </Text>
            {data.businessDesc ? <Text className='invoice-form__desc'>{data.businessDesc}</Text> : null}
          </View>
          <View className='pk-card'>
            <ChoiceChips
              label={t(`${area}.invoice_type`)}
              testId='invoice-type'
              options={data.invoiceTypes.map((o) => ({ value: o.id, label: o.name }))}
              value={values.invoice_type}
              onChange={chooseType}
            />
            <ChoiceChips
              label={t(`${area}.apply_type`)}
              testId='invoice-apply'
              options={data.applyTypes.map((o) => ({ value: o.id, label: o.name }))}
              value={values.apply_type}
              disabled={BANK_TYPES.includes(values.invoice_type) || editingCompany}
              onChange={(v) => set('apply_type', v)}
            />
            {data.contents.length ? (
              <ChoiceChips
                label={t(`${area}.invoice_content`)}
                testId='invoice-content'
                options={data.contents.map((c) => ({ value: c, label: c }))}
                value={values.invoice_content}
                onChange={(v) => set('invoice_content', v)}
              />
            ) : null}
          </View>
          <View className='pk-card'>
            {textRules(values).map((rule) => (
              <FormField
                key={rule.field}
                label={`${rule.required ? '* ' : ''}${t(`${area}.${rule.field}`)}`}
                value={values[rule.field]}
                hint={t(`${area}.hint_${rule.field}`)}
                testId={`invoice-field-${rule.field}`}
                multiline={rule.field === 'address' || rule.field === 'invoice_address'}
                onChange={(v) => set(rule.field, v)}
              />
            ))}
          </View>
          <ActionButton size='small' className='invoice-form__submit' testId='invoice-submit' busy={saving} onClick={() => void submit()}>
            {saving ? t(`${area}.submitting`) : t(`${area}.submit`)}
          </ActionButton>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(InvoiceSavePage)
