import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { deletePatient, getPatients, type Patient } from '@/api/plugins/hospital'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { confirmAction } from '@/lib/dialogs'
import { goBack, openPage, toast } from '@/lib/navigate'
import { getItem, removeItem, setItem } from '@/stores/storage'
import { patientFormUrl, HOSPITAL_PAGES } from '../components/routes'
import '../../kit/kit.scss'
import '../components/hospital.scss'
import './patient-list.scss'
import '@/i18n/locales/plugin-hospital'

const area = 'plugin-hospital'

/**
 * The shopper's patients (api-plugins-2 §3.22). In choice mode (?is_choice=1, from the consultation page)
 * tapping a patient stores the choice and goes back.
 */
function PatientListPage() {
  const choosing = useRouter().params.is_choice === '1'
  const allowed = useLoginGate()
  const list = useRemote(whenLoggedIn(allowed, getPatients), [allowed])
  const [chosenId, setChosenId] = useState(() => String(getItem('cache_hospital_patient_choice_value_key')?.id ?? ''))
  const [deleting, setDeleting] = useState('')
  // Back from the form: a patient was added or changed.
  useShowAgain(() => {
    if (allowed) void list.reload()
  })
  const title = choosing ? `${area}.title_choose` : `${area}.title_patients`
  if (!allowed) {
    return (
      <PageShell titleKey={title}>
        <GuestNotice />
      </PageShell>
    )
  }

  const choose = (patient: Patient) => {
    setItem('cache_hospital_patient_choice_value_key', { id: patient.id, name: patient.name })
    setChosenId(patient.id)
    goBack(HOSPITAL_PAGES.patients)
  }
  const remove = async (patient: Patient) => {
    if (deleting || !(await confirmAction(t('errors.confirm_delete')))) return
    setDeleting(patient.id)
    const result = await deletePatient(patient.id)
    setDeleting('')
    if (!result.ok) return
    toast(result.msg || t('common.success'), 'success')
    // A deleted patient cannot stay chosen for the next consultation.
    if (patient.id === chosenId) {
      removeItem('cache_hospital_patient_choice_value_key')
      setChosenId('')
    }
    void list.reload()
  }

  const data = list.data
  return (
    <PageShell titleKey={title}>
      <View className='pk-page'>
        {data?.tips ? <View className='pk-notice'>{data.tips}</View> : null}
        {list.status !== 'ready' || !data ? (
          <StatusView status={list.status} message={list.error} onRetry={list.reload} />
        ) : !data.patients.length ? (
          <StatusView status='empty' message={t(`${area}.empty_patients`)} />
        ) : (
          data.patients.map((patient) => (
            <View
              key={patient.id}
              className={`pk-card hp-patient ${choosing && patient.id === chosenId ? 'hp-patient--chosen' : ''}`}
              data-testid='patient-row'
            >
              {/* The actions below are outside the tap area: Edit must not also choose. */}
              <View onClick={() => choosing && choose(patient)} {...(choosing ? pressable(() => choose(patient), patient.name) : {})}>
                <View className='pk-card__head'>
                  <Text className='hp-patient__name'>{patient.name}</Text>
                  {choosing && patient.id === chosenId ? <Text className='pk-card__status'>{t(`${area}.chosen`)}</Text> : null}
                </View>
                <Text className='hp-patient__facts'>{[patient.genderName, patient.ageName, patient.idcard].filter(Boolean).join(' · ')}</Text>
              </View>
              <View className='pk-card__actions'>
                <ActionButton kind='plain' size='small' busy={deleting === patient.id} testId='patient-delete' onClick={() => void remove(patient)}>
                  {t(`${area}.delete`)}
                </ActionButton>
                <ActionButton kind='secondary' size='small' testId='patient-edit' onClick={() => void openPage(patientFormUrl(patient.id))}>
                  {t(`${area}.edit`)}
                </ActionButton>
                {choosing ? (
                  <ActionButton size='small' testId='patient-choose' onClick={() => choose(patient)}>
                    {t(`${area}.choose`)}
                  </ActionButton>
                ) : null}
              </View>
            </View>
          ))
        )}
      </View>
      <View className='hp-bar-space' />
      <View className='hp-bar'>
        <ActionButton testId='patient-add' onClick={() => void openPage(patientFormUrl())}>
          {t(`${area}.add_patient`)}
        </ActionButton>
      </View>
    </PageShell>
  )
}

export default observer(PatientListPage)
