import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getVisitForm, saveVisit, type Visit } from '@/api/plugins/distribution'
import { ActionButton } from '@/components/action-button/action-button'
import { FormField } from '@/components/form-field/form-field'
import { ImagePicker } from '@/components/image-picker/image-picker'
import { PageShell } from '@/components/page-shell/page-shell'
import { t } from '@/i18n'
import { VISIT_MAX_PHOTOS, visitProblem } from '../components/forms'
import { RecordFormWait, useRecordForm } from '../components/record-form'
import { DIST_PAGES } from '../components/routes'
import { dt, titleOf } from '../components/text'
import { UserSearchSheet } from '../components/user-search-sheet'
import '../../kit/kit.scss'
import '../../../../styles/form-rows.scss'
import '../components/dist.scss'
import { imageAlt } from '../../kit/image-alt'

interface FormState {
  customer: { id: string; avatar: string; name: string } | null
  content: string
  images: string[]
}

const initialValues = (data: { visit: Visit | null }): FormState => {
  const v = data.visit
  return v ? { customer: v.customer.id ? v.customer : null, content: v.content, images: v.images } : { customer: null, content: '', images: [] }
}

/** Log (or edit) a customer visit (api-plugins-1 §4.14): the customer, what happened (up to 230) and photos (required). */
function VisitFormPage() {
  const record = useRecordForm(getVisitForm, initialValues)
  const { id, values, setValues, busy } = record
  const data = record.form.data
  const [searching, setSearching] = useState(false)

  const title = titleOf(id ? 'visit_edit' : 'visit_add')
  if (!record.gate.ready || !values || !data) return <RecordFormWait titleKey={title} record={record} notFound={dt('visit_missing')} />

  const submit = () => {
    const input = { id, customerId: values.customer?.id ?? '', content: values.content.trim(), images: values.images }
    return record.save(visitProblem(input), () => saveVisit(input), DIST_PAGES.visits)
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
          onChange={(content) => setValues((v) => ({ ...v, content }))}
          testId='dist-visit-content'
        />
        <View className='dist-form__block'>
          <Text className='dist-form__block-label'>{dt('visit_photos')}</Text>
          <ImagePicker
            value={values.images}
            onChange={(images) => setValues((v) => ({ ...v, images }))}
            max={VISIT_MAX_PHOTOS}
            pathType={data.pathType || 'plugins_distribution'}
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
            setValues((v) => ({ ...v, customer: { id: found.id, avatar: found.avatar, name: found.name } }))
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
