import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { checkFormValue, getCheckForms, getFormStats, type CheckForm, type FormStat } from '@/api/plugins/form'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { HintField } from '@/components/hint-field/hint-field'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { HOME_PAGE, openPage, toast } from '@/lib/navigate'
import { valueProblem } from '../components/value-rules'
import '../../kit/kit.scss'
import './check.scss'
import '@/i18n/locales/plugin-form'
import { imageAlt } from '../../kit/image-alt'

const area = 'plugin-form'

function StatsGrid({ stats }: { stats: FormStat[] }) {
  return (
    <View className='fc-stats' data-testid='form-stats'>
      {stats.map((s) => (
        <View key={s.name} className='fc-stats__cell'>
          <Text className='fc-stats__value' data-testid='form-stat-value'>
            {s.value}
          </Text>
          <Text className='fc-stats__name'>{s.name}</Text>
        </View>
      ))}
    </View>
  )
}

function FormPicker({ forms, chosen, onChoose, onClose }: { forms: CheckForm[]; chosen: string; onChoose: (unique: string) => void; onClose: () => void }) {
  return (
    <View className='fc-picker' data-testid='form-picker'>
      <View className='fc-picker__mask' onClick={onClose} />
      <View className='fc-picker__panel'>
        <Text className='fc-picker__title'>{t(`${area}.choose_form`)}</Text>
        {forms.map((f) => (
          <View
            key={f.unique}
            className={`fc-picker__item ${f.unique === chosen ? 'fc-picker__item--on' : ''}`}
            data-testid='form-picker-item'
            onClick={() => onChoose(f.unique)}
            {...pressable(() => onChoose(f.unique))}
            aria-current={f.unique === chosen ? 'true' : undefined}
          >
            {f.title}
          </View>
        ))}
        <View className='fc-picker__item fc-picker__item--close' onClick={onClose} {...pressable(onClose)}>
          {t(`${area}.close`)}
        </View>
      </View>
    </View>
  )
}

/**
 * Staff verify people who submitted a form (api-plugins-2 §3.20): pick the form, type (or scan on
 * mini-programs) the submission's check code or mobile number, see the live figures.
 */
function FormCheckPage() {
  const allowed = useLoginGate()
  const forms = useRemote(whenLoggedIn(allowed, getCheckForms), [allowed], (list) => list.length === 0)
  const [unique, setUnique] = useState('')
  const [picking, setPicking] = useState(false)
  const [value, setValue] = useState('')
  const [checking, setChecking] = useState(false)
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null)
  const [stats, setStats] = useState<FormStat[]>([])
  const list = forms.data ?? []
  const form = list.find((f) => f.unique === unique) ?? list[0]
  const chosen = form?.unique ?? ''
  const figures = useRemote(
    whenLoggedIn(allowed && Boolean(chosen), () => getFormStats(chosen)),
    [allowed, chosen],
  )
  useEffect(() => setStats(figures.data?.items ?? []), [figures.data])

  const [refreshing, setRefreshing] = useState(false)
  /** The refresh link: new figures, and the server's word on them. */
  const refresh = async () => {
    if (refreshing || !chosen) return
    setRefreshing(true)
    const result = await getFormStats(chosen)
    setRefreshing(false)
    if (result.ok) {
      setStats(result.data.items)
      toast(result.data.message || t(`${area}.refresh`))
    } else toast(result.msg)
  }

  const verify = async (typed = value) => {
    if (checking || !chosen) return
    const problem = valueProblem(typed)
    if (problem) {
      setMessage({ text: t(`${area}.value_${problem}`), ok: false })
      return
    }
    setChecking(true)
    const result = await checkFormValue(typed.trim(), chosen)
    setChecking(false)
    if (!result.ok) {
      // What was typed stays, so a wrong character can be fixed.
      setMessage({ text: t(`${area}.check_failed`, { msg: result.msg, value: typed.trim() }), ok: false })
      return
    }
    setMessage({ text: t(`${area}.check_done`, { msg: result.data.message, name: result.data.username }), ok: true })
    if (result.data.stats.length) setStats(result.data.stats)
    setValue('')
  }

  const scan = async () => {
    const scanned = await Taro.scanCode({}).catch(() => null)
    if (!scanned?.result) return
    setValue(scanned.result)
    void verify(scanned.result)
  }

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title`}>
        <GuestNotice />
      </PageShell>
    )
  }
  if (forms.status !== 'ready' || !form) {
    return (
      <PageShell titleKey={`${area}.title`}>
        <StatusView
          status={forms.status === 'ready' ? 'empty' : forms.status}
          message={forms.status === 'empty' || forms.status === 'ready' ? t(`${area}.no_forms`) : forms.error}
          onRetry={() => void forms.reload()}
          action={{ label: t(`${area}.go_home`), onClick: () => void openPage(HOME_PAGE) }}
        />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey={`${area}.title`}>
      <View className='pk-page fc-page' data-testid='form-check'>
        <View className='pk-card fc-form'>
          {form.cover ? <Image className='fc-form__cover' src={form.cover} mode='aspectFill' {...imageAlt('')} /> : null}
          <View className='fc-form__body'>
            <Text className='fc-form__title' data-testid='form-title'>
              {form.title}
            </Text>
            {form.describe ? <Text className='fc-form__describe'>{form.describe}</Text> : null}
          </View>
          {list.length > 1 ? (
            <ActionButton kind='secondary' size='small' onClick={() => setPicking(true)} testId='form-switch'>
              {t(`${area}.switch`)}
            </ActionButton>
          ) : null}
        </View>

        <View className='pk-card'>
          <View className='fc-head'>
            <Text className='fc-head__title'>{t(`${area}.stats`)}</Text>
            <Text className='fc-head__link' data-testid='form-refresh' onClick={() => void refresh()} {...pressable(() => void refresh())}>
              {t(`${area}.refresh`)}
            </Text>
          </View>
          {figures.status === 'ready' || stats.length ? (
            <StatsGrid stats={stats} />
          ) : (
            <StatusView status={figures.status} message={figures.error} onRetry={() => void figures.reload()} />
          )}
        </View>

        <View className='pk-card'>
          <Text className='fc-head__title'>{t(`${area}.value_label`)}</Text>
          <View className='fc-input'>
            <HintField
              className='fc-input__field'
              value={value}
              onChange={(text) => {
                setValue(text)
                setMessage(null)
              }}
              hint={t(`${area}.value_hint`)}
              testId='form-check-value'
              onConfirm={() => void verify()}
            />
            {process.env.TARO_ENV === 'h5' ? null : (
              <Text className='fc-input__scan' data-testid='form-check-scan' onClick={() => void scan()} {...pressable(() => void scan())}>
                {t(`${area}.scan`)}
              </Text>
            )}
          </View>
          {message ? (
            <Text className={`fc-message fc-message--${message.ok ? 'ok' : 'bad'}`} data-testid='form-check-message' data-ok={message.ok ? '1' : '0'}>
              {message.text}
            </Text>
          ) : null}
          <ActionButton size='large' className='fc-submit' busy={checking} onClick={() => void verify()} testId='form-check-submit'>
            {checking ? t(`${area}.verifying`) : t(`${area}.verify`)}
          </ActionButton>
        </View>
        {picking ? (
          <FormPicker
            forms={list}
            chosen={chosen}
            onClose={() => setPicking(false)}
            onChoose={(next) => {
              setUnique(next)
              setPicking(false)
              setMessage(null)
            }}
          />
        ) : null}
      </View>
    </PageShell>
  )
}

export default observer(FormCheckPage)
