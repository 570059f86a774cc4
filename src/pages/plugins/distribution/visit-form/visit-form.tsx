import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { getVisitForm, saveVisit } from '@/api/plugins/distribution-visits'
import { ActionButton } from '@/components/action-button/action-button'
import { FormField } from '@/components/form-field/form-field'
import { ImagePicker } from '@/components/image-picker/image-picker'
import { PageShell } from '@/components/page-shell/page-shell'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { goBack, toast } from '@/lib/navigate'
import { GateView, useDistributorGate } from '../components/distributor-gate'
import { VISIT_MAX_PHOTOS, visitProblem } from '../components/forms'
import { DetailStatus } from '../components/not-found'
import { DIST_PAGES } from '../components/routes'
import { dt, titleOf } from '../components/text'
import { UserSearchSheet } from '../components/user-search-sheet'
import '../../kit/kit.scss'
import '../../../../styles/form-rows.scss'
import '../components/dist.scss'
import { imageAlt } from '../../kit/image-alt'
import '@/i18n/locales/plugin-distribution-visits'

interface FormState {
  customer: { id: string; avatar: string; name: string } | null
  content: string
  images: string[]
}

/** Log (or edit) a customer visit (api-plugins-1 §4.14): the customer, what happened (up to 230) and photos (required). */
function VisitFormPage() {
  const rawId = useRouter().params.id ?? ''
  const id = /^\d+$/.test(rawId) ? rawId : ''
  const gate = useDistributorGate()
  const form = useRemote(
    () => (gate.ready && (id || !rawId) ? getVisitForm(id) : Promise.resolve({ ok: false as const, code: -1, msg: '', kind: 'server' as const, data: '' })),
    [gate.ready, id],
  )
  const [values, setValues] = useState<FormState | null>(null)
  const [searching, setSearching] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!form.data || values) return
    const v = form.data.visit
    setValues(v ? { customer: v.customer.id ? v.customer : null, content: v.content, images: v.images } : { customer: null, content: '', images: [] })
  }, [form.data, values])

  const title = titleOf(id ? 'visit_edit' : 'visit_add')
  if (!gate.ready) {
    return (
      <PageShell titleKey={title}>
        <GateView gate={gate} />
      </PageShell>
    )
  }
  if (!values || !form.data) {
    return (
      <PageShell titleKey={title}>
        <DetailStatus remote={form} missing={Boolean(rawId) && !id} notFound={dt('visit_missing')} />
      </PageShell>
    )
  }

  const submit = async () => {
    if (busy) return
    const input = { id, customerId: values.customer?.id ?? '', content: values.content.trim(), images: values.images }
    const problem = visitProblem(input)
    if (problem) {
      toast(problem)
      return
    }
    setBusy(true)
    const result = await saveVisit(input)
    setBusy(false)
    if (!result.ok) return
    toast(result.msg || dt('saved'), 'success')
    setTimeout(() => goBack(DIST_PAGES.visits), 800)
  }

  return (
    <PageShell titleKey={title}>
      <View className='form-card' data-testid='dist-visit-form'>
        <View className='form-row form-row--link' onClick={() => setSearching(true)} data-testid='dist-visit-customer'>
          <Text className='form-row__label'>{dt('visit_customer')}</Text>
          {values.customer ? (
            <View className='form-row__value dist-person'>
              <Image className='dist-person__avatar' src={values.customer.avatar} mode='aspectFill' {...imageAlt('')} />
              <Text className='dist-person__name'>{values.customer.name}</Text>
            </View>
          ) : (
            <Text className='form-row__value form-row__value--empty'>{dt('visit_customer_choose')}</Text>
          )}
          <View className='form-row__arrow' />
        </View>
        <FormField
          label={dt('visit_content')}
          value={values.content}
          hint={dt('visit_content_hint')}
          multiline
          className='form-row--top'
          onChange={(content) => setValues((v) => (v ? { ...v, content } : v))}
          testId='dist-visit-content'
        />
        <View className='dist-form__block'>
          <Text className='dist-form__block-label'>{dt('visit_photos')}</Text>
          <ImagePicker
            value={values.images}
            onChange={(images) => setValues((v) => (v ? { ...v, images } : v))}
            max={VISIT_MAX_PHOTOS}
            pathType={form.data.pathType || 'plugins_distribution'}
            testId='dist-visit-photos'
          />
          <Text className='dist-muted'>{dt('visit_photos_hint', { n: VISIT_MAX_PHOTOS })}</Text>
        </View>
      </View>
      <View className='dist-form__submit'>
        <ActionButton size='large' busy={busy} onClick={() => void submit()} testId='dist-visit-submit'>
          {dt('save')}
        </ActionButton>
      </View>
      {searching ? (
        <UserSearchSheet
          title={dt('visit_customer_choose')}
          submitLabel={t('common.confirm')}
          onSubmit={(found) => {
            setValues((v) => (v ? { ...v, customer: { id: found.id, avatar: found.avatar, name: found.name } } : v))
            setSearching(false)
          }}
          onClose={() => setSearching(false)}
          testId='dist-customer-search'
        />
      ) : null}
    </PageShell>
  )
}

export default observer(VisitFormPage)
