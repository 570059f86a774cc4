import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { AUTH_APPROVED, getAuthForm, saveAuth, type DocumentInput } from '@/api/plugins/certificate'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { localDay } from '@/lib/date'
import { goBack, toast } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { documentProblem, emptyDocument } from '../components/auth-check'
import { DocumentCard } from '../components/document-card'
import { CERTIFICATE_PAGES } from '../components/routes'
import '../../kit/kit.scss'
import '../components/certificate.scss'
import './userauth-saveinfo.scss'
import '@/i18n/locales/plugin-certificate'
import { dialogColors } from '@/lib/dialog-colors'

const area = 'plugin-certificate'

/** Submit certification documents (api-plugins-2 §3.23); approved documents are read-only. */
function UserauthSaveinfoPage() {
  const allowed = useLoginGate()
  const form = useRemote(whenLoggedIn(allowed, getAuthForm), [allowed])
  const [values, setValues] = useState<Record<string, DocumentInput>>({})
  const [busy, setBusy] = useState(false)
  const data = form.data

  // Start from what the server holds; a reload (pull-down) starts again from it.
  useEffect(() => {
    if (!data) return
    const next: Record<string, DocumentInput> = {}
    for (const kind of data.kinds) {
      const v = data.values[kind.sign]
      next[kind.sign] = v ? { images: v.images, name: v.name, number: v.number, expire: v.expire } : emptyDocument()
    }
    setValues(next)
  }, [data])

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_form`}>
        <GuestNotice />
      </PageShell>
    )
  }

  const locked = (sign: string) => data?.values[sign]?.status === AUTH_APPROVED
  const showTips = () => {
    if (!data?.tips.length) return
    void Taro.showModal({ content: data.tips.join('\n'), showCancel: false, confirmText: t('common.confirm'), ...dialogColors() }).catch(() => undefined)
  }

  const submit = async () => {
    if (!data || busy) return
    const problem = documentProblem(data.kinds, values, locked)
    if (problem) {
      toast(problem)
      return
    }
    const documents: Record<string, DocumentInput> = {}
    for (const kind of data.kinds) if (!locked(kind.sign) && values[kind.sign]) documents[kind.sign] = values[kind.sign]
    setBusy(true)
    const result = await saveAuth(documents)
    setBusy(false)
    if (!result.ok) return
    toast(t(`${area}.saved`), 'success')
    goBack(CERTIFICATE_PAGES.list)
  }

  const today = localDay()
  return (
    <PageShell titleKey={`${area}.title_form`}>
      <StatusView status={form.status} message={form.error} onRetry={form.reload} />
      {form.status === 'ready' && data ? (
        <View className='pk-page'>
          {data.tips.length ? (
            <View className='pk-notice' data-testid='cert-tips' onClick={showTips} {...pressable(showTips)}>
              <Text className='pk-notice__line'>
                {data.tips[0]} {data.tips.length > 1 ? t(`${area}.tips_more`) : ''}
              </Text>
            </View>
          ) : null}
          {data.kinds.map((kind) => (
            <DocumentCard
              key={kind.sign}
              kind={kind}
              value={values[kind.sign] ?? emptyDocument()}
              onChange={(next) => setValues((current) => ({ ...current, [kind.sign]: next }))}
              locked={locked(kind.sign)}
              statusName={data.values[kind.sign]?.statusName ?? ''}
              pathType={data.pathType}
              today={today}
            />
          ))}
          <View className='cert-bar-space' />
          <View className='cert-bar'>
            <ActionButton size='small' testId='cert-submit' busy={busy} onClick={() => void submit()}>
              {busy ? t(`${area}.submitting`) : t(`${area}.submit`)}
            </ActionButton>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(UserauthSaveinfoPage)
