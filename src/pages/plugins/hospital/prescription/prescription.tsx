import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo, useState } from 'react'
import { createPrescription, getPrescriptionInfo, initPrescription, type PrescriptionInfo } from '@/api/plugins/hospital'
import type { ApiResult } from '@/api/types'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { TextArea } from '@/components/text-area/text-area'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import type { BuyParams } from '@/lib/buy-link'
import { decodeBuyParams } from '@/lib/buy-params'
import { webViewUrl } from '@/lib/links'
import { HOME_PAGE, openPage, toast } from '@/lib/navigate'
import { charLength } from '@/lib/text-rules'
import { getItem } from '@/stores/storage'
import { illDescProblem } from '../components/patient-rules'
import { choosePatientUrl } from '../components/routes'
import '../../kit/kit.scss'
import '../components/hospital.scss'
import './prescription.scss'
import '@/i18n/locales/plugin-hospital'
import { imageAlt } from '../../kit/image-alt'
import { Icon } from '@/components/icon/icon'

const area = 'plugin-hospital'

const chosenPatientId = () => String(getItem('cache_hospital_patient_choice_value_key')?.id ?? '')

/** saveinit must pass before saveinfo is asked (api-plugins-2 §3.22). */
async function loadPrescription(params: BuyParams): Promise<ApiResult<PrescriptionInfo>> {
  const init = await initPrescription(params)
  if (!init.ok) return init
  return getPrescriptionInfo(params, chosenPatientId())
}

/** The goods, the chosen patient and the complaint; "free consultation" opens the page the server answers. */
const PrescriptionForm = observer(function PrescriptionForm({ params }: { params: BuyParams }) {
  const allowed = useLoginGate()
  const info = useRemote(
    whenLoggedIn(allowed, () => loadPrescription(params)),
    [allowed, params],
  )
  const [illDesc, setIllDesc] = useState('')
  const [submitting, setSubmitting] = useState(false)
  // Back from choosing a patient: show the new choice.
  useShowAgain(() => {
    if (allowed) void info.reload()
  })
  if (!allowed) return <GuestNotice />
  const data = info.data
  if (info.status !== 'ready' || !data) return <StatusView status={info.status} message={info.error} onRetry={info.reload} />
  const length = charLength(illDesc)

  const submit = async () => {
    if (submitting) return
    const problem = data.patient ? illDescProblem(illDesc) : t(`${area}.patient_required`)
    if (problem) {
      toast(problem)
      return
    }
    setSubmitting(true)
    const created = await createPrescription(params, illDesc, data.patient?.id ?? '')
    setSubmitting(false)
    if (created.ok) void openPage(webViewUrl(created.data), { redirect: true })
  }

  return (
    <View className='pk-page hp-prescription'>
      {data.tips ? <View className='pk-notice'>{data.tips}</View> : null}
      <View
        className='pk-card'
        onClick={() => void openPage(choosePatientUrl())}
        {...pressable(() => void openPage(choosePatientUrl()))}
        data-testid='prescription-patient'
      >
        <View className='hp-prescription__patient'>
          <View className='hp-prescription__patient-text'>
            {data.patient ? (
              <>
                <Text className='hp-patient__name' data-testid='prescription-patient-name'>
                  {data.patient.name}
                </Text>
                <Text className='hp-patient__facts'>{[data.patient.genderName, data.patient.ageName, data.patient.idcard].filter(Boolean).join(' · ')}</Text>
              </>
            ) : (
              <Text className='hp-patient__name'>{t(`${area}.no_patient`)}</Text>
            )}
          </View>
          <Text className='pk-card__status'>{data.patient ? t(`${area}.switch_patient`) : t(`${area}.choose_patient`)}</Text>
          <Icon name='chevron-right' size={32} className='hp-prescription__arrow' />
        </View>
      </View>
      <View className='pk-card'>
        <Text className='pk-card__title'>{t(`${area}.goods`)}</Text>
        {data.goods.map((goods) => (
          <View key={goods.key} className='hp-prescription__goods'>
            <Image className='hp-prescription__image' src={goods.image} mode='aspectFill' {...imageAlt('')} />
            <View className='hp-prescription__info'>
              <Text className='hp-prescription__title'>{goods.title}</Text>
              <View className='hp-prescription__line'>
                <Price value={goods.price} />
                <Text>{t(`${area}.quantity`, { n: goods.stock })}</Text>
              </View>
            </View>
          </View>
        ))}
      </View>
      <View className='pk-card'>
        <Text className='pk-card__title'>{t(`${area}.ill_desc`)}</Text>
        <TextArea
          className='hp-prescription__area'
          value={illDesc}
          onChange={setIllDesc}
          hint={t(`${area}.ill_desc_hint`)}
          label={t(`${area}.ill_desc`)}
          testId='prescription-desc'
        />
        <Text className={`hp-prescription__count ${length > 230 ? 'hp-prescription__count--over' : ''}`}>{t(`${area}.ill_desc_count`, { n: length })}</Text>
      </View>
      <View className='hp-bar-space' />
      <View className='hp-bar'>
        <ActionButton testId='prescription-submit' busy={submitting} onClick={() => void submit()}>
          {submitting ? t(`${area}.submitting`) : t(`${area}.submit`)}
        </ActionButton>
      </View>
    </View>
  )
})

/** Free online consultation before buying prescription goods (?data=<the checkout's params>). */
function PrescriptionPage() {
  const data = useRouter().params.data
  const params = useMemo(() => decodeBuyParams(data), [data])
  return (
    <PageShell titleKey={`${area}.title_prescription`}>
      {params ? (
        <PrescriptionForm params={params} />
      ) : (
        <StatusView status='error' message={t(`${area}.bad_link`)} action={{ label: t('common.back_home'), onClick: () => void openPage(HOME_PAGE) }} />
      )}
    </PageShell>
  )
}

export default observer(PrescriptionPage)
