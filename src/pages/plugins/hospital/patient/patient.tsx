import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getPatientForm, savePatient, type PatientForm } from '@/api/plugins/hospital'
import { ActionButton } from '@/components/action-button/action-button'
import { FormField } from '@/components/form-field/form-field'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { goBack, HOME_PAGE, openPage, toast } from '@/lib/navigate'
import { EMPTY_HEALTH, encodeHealth, GENDER, healthFromEntries, healthSummary, type HealthLabels } from '../components/health'
import { HealthSheet } from '../components/health-sheet'
import { patientProblem, type PatientProblem, type PatientValues } from '../components/patient-rules'
import { HOSPITAL_PAGES } from '../components/routes'
import '../../kit/kit.scss'
import '@/styles/form-rows.scss'
import '../components/hospital.scss'
import './patient.scss'
import '@/i18n/locales/plugin-hospital'

const area = 'plugin-hospital'

function initialValues(form: PatientForm): PatientValues {
  const p = form.patient
  return {
    name: p?.name ?? '',
    idcard: p?.idcard ?? '',
    mobile: p?.mobile ?? '',
    gender: p?.gender ?? 0,
    age: p?.age ?? '',
    weight: p?.weight ?? '',
    relation: p?.relation ?? '',
    health: p ? healthFromEntries(p.health) : EMPTY_HEALTH,
  }
}

/** The patient form (patient/saveinfo, patient/save): every rule is checked first, and nothing typed is lost. */
const PatientEditor = observer(function PatientEditor({ form, id }: { form: PatientForm; id: string }) {
  const [values, setValues] = useState(() => initialValues(form))
  const [problem, setProblem] = useState<PatientProblem | null>(null)
  const [healthOpen, setHealthOpen] = useState(false)
  const [saving, setSaving] = useState(false)
  const set = <K extends keyof PatientValues>(field: K, value: PatientValues[K]) => setValues((current) => ({ ...current, [field]: value }))
  const labels: HealthLabels & { abnormal: string } = {
    allergy: t(`${area}.allergy`),
    sickness: t(`${area}.sickness`),
    liver: t(`${area}.liver`),
    renal: t(`${area}.renal`),
    pregnancy: t(`${area}.pregnancy`),
    abnormal: t(`${area}.abnormal`),
    pregnancyName: (value) => form.pregnancies.find((p) => p.value === value)?.name ?? '',
  }
  const summary = healthSummary(values.health, values.gender, labels)
  const errorOf = (field: keyof PatientValues) => (problem?.field === field ? <Text className='hp-field-error'>{problem.message}</Text> : null)

  const save = async () => {
    if (saving) return
    const found = patientProblem(values)
    setProblem(found)
    if (found) {
      toast(found.message)
      return
    }
    setSaving(true)
    const result = await savePatient({ ...values, id, health: encodeHealth(values.health, values.gender, labels) })
    setSaving(false)
    if (!result.ok) return
    toast(result.msg || t('common.success'), 'success')
    goBack(HOSPITAL_PAGES.patients)
  }

  return (
    <View>
      {form.tips ? <View className='pk-notice hp-form-notice'>{form.tips}</View> : null}
      <View className='form-card'>
        <FormField label={t(`${area}.name`)} value={values.name} onChange={(v) => set('name', v)} hint={t(`${area}.name_hint`)} testId='patient-name' />
        {errorOf('name')}
        <FormField
          label={t(`${area}.idcard`)}
          value={values.idcard}
          onChange={(v) => set('idcard', v)}
          hint={t(`${area}.idcard_hint`)}
          type='idcard'
          testId='patient-idcard'
        />
        {errorOf('idcard')}
        <FormField
          label={t(`${area}.mobile`)}
          value={values.mobile}
          onChange={(v) => set('mobile', v)}
          hint={t(`${area}.mobile_hint`)}
          type='number'
          testId='patient-mobile'
        />
        {errorOf('mobile')}
        <View className='form-row'>
          <Text className='form-row__label'>{t(`${area}.gender`)}</Text>
          <View className='hp-chips'>
            {form.genders.map((choice) => (
              <Text
                key={choice.value}
                className={`hp-chip ${values.gender === choice.value ? 'hp-chip--on' : ''}`}
                onClick={() => set('gender', choice.value)}
                {...pressable(() => set('gender', choice.value))}
                aria-pressed={values.gender === choice.value}
                data-testid={`patient-gender-${choice.value}`}
              >
                {choice.name}
              </Text>
            ))}
          </View>
        </View>
        {errorOf('gender')}
        <FormField
          label={t(`${area}.age`)}
          value={values.age}
          onChange={(v) => set('age', v)}
          hint={t(`${area}.age_hint`)}
          type='number'
          testId='patient-age'
        />
        {errorOf('age')}
        <FormField
          label={t(`${area}.weight`)}
          value={values.weight}
          onChange={(v) => set('weight', v)}
          hint={t(`${area}.weight_hint`)}
          type='digit'
          testId='patient-weight'
        />
        {errorOf('weight')}
        <View className='form-row'>
          <Text className='form-row__label'>{t(`${area}.relation`)}</Text>
          <View className='hp-chips'>
            {form.relations.map((choice) => (
              <Text
                key={choice.value}
                className={`hp-chip ${values.relation === choice.value ? 'hp-chip--on' : ''}`}
                onClick={() => set('relation', values.relation === choice.value ? '' : choice.value)}
                {...pressable(() => set('relation', values.relation === choice.value ? '' : choice.value))}
                aria-pressed={values.relation === choice.value}
                data-testid='patient-relation'
              >
                {choice.name}
              </Text>
            ))}
          </View>
        </View>
        <View className='form-row form-row--link' onClick={() => setHealthOpen(true)} {...pressable(() => setHealthOpen(true))} data-testid='patient-health'>
          <Text className='form-row__label'>{t(`${area}.health`)}</Text>
          <Text className={`hp-health-value ${summary ? '' : 'hp-health-value--empty'}`}>{summary || t(`${area}.health_hint`)}</Text>
          <View className='form-row__arrow' />
        </View>
        {errorOf('health')}
      </View>
      <View className='form-submit'>
        <ActionButton size='large' busy={saving} testId='patient-save' onClick={() => void save()}>
          {saving ? t(`${area}.saving`) : t(`${area}.save`)}
        </ActionButton>
      </View>
      <HealthSheet
        open={healthOpen}
        value={values.health}
        gender={values.gender}
        pregnancies={form.pregnancies}
        onClose={() => setHealthOpen(false)}
        onDone={(health) => {
          set('health', health.pregnancy && values.gender === GENDER.male ? { ...health, pregnancy: 0 } : health)
          setHealthOpen(false)
          if (problem?.field === 'health') setProblem(null)
        }}
      />
    </View>
  )
})

const PatientLoader = observer(function PatientLoader({ id }: { id: string }) {
  const allowed = useLoginGate()
  const form = useRemote(
    whenLoggedIn(allowed, () => getPatientForm(id)),
    [allowed, id],
  )
  if (!allowed) return <GuestNotice />
  if (form.status !== 'ready' || !form.data) return <StatusView status={form.status} message={form.error} onRetry={form.reload} />
  // Pull-to-refresh reloads the lists only: the editor keeps what was typed (its state starts once).
  return <PatientEditor form={form.data} id={id} />
})

/** Add (no id) or edit (?id=) a patient. */
function PatientPage() {
  const id = useRouter().params.id ?? ''
  const valid = id === '' || /^\d{1,10}$/.test(id)
  return (
    <PageShell titleKey={id ? `${area}.title_patient` : `${area}.title_new_patient`}>
      {valid ? (
        <PatientLoader id={id} />
      ) : (
        <StatusView status='error' message={t(`${area}.bad_link`)} action={{ label: t('common.back_home'), onClick: () => void openPage(HOME_PAGE) }} />
      )}
    </PageShell>
  )
}

export default observer(PatientPage)
