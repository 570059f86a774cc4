import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getInvoice } from '@/api/plugins/invoice'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { whenLinked } from '@/lib/route-params'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { copyText } from '@/lib/dialogs'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { SchemaRows } from '../components/schema-rows'
import '../../kit/kit.scss'
import '../components/invoice.scss'
import './invoice-detail.scss'
import '@/i18n/locales/plugin-invoice'

const area = 'plugin-invoice'
const ISSUED = 2
const ELECTRONIC_ORDINARY = 0
const EXPRESS_FIELDS = ['express_name', 'express_number']

/** One invoice (api-plugins-1 §10.4): application info; once issued, express info or e-invoice links. */
function InvoiceDetailPage() {
  const id = useRouter().params.id ?? ''
  const allowed = useLoginGate()
  const detail = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(id, () => getInvoice(id)),
    ),
    [allowed, id],
  )
  const data = detail.data
  const invoice = data?.invoice
  const issued = invoice?.status === ISSUED
  const showExpress = issued && invoice?.invoiceType !== ELECTRONIC_ORDINARY
  const showElectronic = issued && invoice?.invoiceType === ELECTRONIC_ORDINARY && invoice.electronic.length > 0
  return (
    <PageShell titleKey={`${area}.title_detail`}>
      {!allowed ? <GuestNotice /> : <StatusView status={detail.status} kind={detail.failureKind} message={detail.error} onRetry={detail.reload} />}
      {allowed && detail.status === 'ready' && data && invoice ? (
        <View className='pk-page' data-testid='invoice-detail'>
          <View className='pk-card'>
            <View className='pk-card__head'>
              <Text>{t(`${area}.panel_apply`)}</Text>
              <Text className={`invoice-status--${invoice.status}`} data-testid='invoice-detail-status'>
                {invoice.statusName}
              </Text>
            </View>
            <SchemaRows schema={data.schema} row={invoice.raw} skip={EXPRESS_FIELDS} />
          </View>
          {showExpress ? (
            <View className='pk-card' data-testid='invoice-express'>
              <Text className='pk-card__title'>{t(`${area}.panel_express`)}</Text>
              <SchemaRows schema={data.schema.filter((f) => EXPRESS_FIELDS.includes(f.field))} row={invoice.raw} />
            </View>
          ) : null}
          {showElectronic ? (
            <View className='pk-card' data-testid='invoice-electronic'>
              <Text className='pk-card__title'>{t(`${area}.panel_electronic`)}</Text>
              {invoice.electronic.map((e) => (
                <Text key={e.url} className='invoice-link' onClick={() => void copyText(e.url)} {...pressable(() => void copyText(e.url))}>
                  {e.title || e.url}
                </Text>
              ))}
              <View className='pk-notice'>
                <Text className='pk-notice__line'>{t(`${area}.electronic_note`)}</Text>
              </View>
            </View>
          ) : null}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(InvoiceDetailPage)
