import { Text, View } from '@tarojs/components'
import { PickerOnDemand } from '@/components/picker-on-demand/picker-on-demand'
import type { DocumentInput, DocumentKind } from '@/api/plugins/certificate'
import { FormField } from '@/components/form-field/form-field'
import { ImagePicker } from '@/components/image-picker/image-picker'
import { t } from '@/i18n'
import { DetailRows } from '../../kit/detail-rows'
import { FieldValue } from './field-value'
import { TEXT_MAX } from './auth-check'
import './certificate.scss'
import '@/i18n/locales/plugin-certificate'

const area = 'plugin-certificate'

interface Props {
  kind: DocumentKind
  value: DocumentInput
  onChange: (next: DocumentInput) => void
  /** Approved: shown, never edited. */
  locked: boolean
  statusName: string
  pathType: string
  today: string
}

/** One document of the certification form: an image, name, number (max 160 each) and expiry date. */
export function DocumentCard({ kind, value, onChange, locked, statusName, pathType, today }: Props) {
  const set = (patch: Partial<DocumentInput>) => onChange({ ...value, ...patch })
  const title = (
    <View className='cert-doc__title'>
      <Text>{kind.name}</Text>
      <Text className='cert-doc__badge'>{kind.required ? t(`${area}.required`) : t(`${area}.optional`)}</Text>
      {statusName ? <Text className='cert-doc__badge'>{statusName}</Text> : null}
    </View>
  )
  if (locked) {
    return (
      <View className='pk-card cert-doc' data-testid={`cert-doc-${kind.sign}`} data-locked='1'>
        {title}
        <Text className='cert-doc__locked'>{t(`${area}.locked`)}</Text>
        <DetailRows
          rows={[
            [t(`${area}.image`), <FieldValue key='i' spec={{ field: 'images', name: '', type: 'images' }} value={value.images} />],
            [t(`${area}.name`), value.name],
            [t(`${area}.number`), value.number],
            [t(`${area}.expire`), value.expire],
          ]}
        />
      </View>
    )
  }
  return (
    <View className='pk-card cert-doc' data-testid={`cert-doc-${kind.sign}`}>
      {title}
      {kind.desc ? <Text className='cert-doc__desc'>{kind.desc}</Text> : null}
      <Text className='cert-doc__label'>{t(`${area}.image`)}</Text>
      <ImagePicker
        value={value.images}
        onChange={(images) => set({ images })}
        max={1}
        pathType={pathType}
        addLabel={t(`${area}.add_image`)}
        testId={`cert-image-${kind.sign}`}
      />
      <FormField
        label={t(`${area}.name`)}
        value={value.name}
        onChange={(name) => set({ name })}
        hint={t(`${area}.name_hint`)}
        maxlength={TEXT_MAX}
        testId={`cert-name-${kind.sign}`}
      />
      <FormField
        label={t(`${area}.number`)}
        value={value.number}
        onChange={(number) => set({ number })}
        hint={t(`${area}.number_hint`)}
        maxlength={TEXT_MAX}
        testId={`cert-number-${kind.sign}`}
      />
      <PickerOnDemand mode='date' value={value.expire || today} start={today} onChange={(e) => set({ expire: String(e.detail.value) })}>
        <View className='form-row form-row--link' data-testid={`cert-expire-${kind.sign}`}>
          <Text className='form-row__label'>{t(`${area}.expire`)}</Text>
          <Text className={`form-row__value ${value.expire ? '' : 'form-row__value--empty'}`}>{value.expire || t(`${area}.choose_date`)}</Text>
          <View className='form-row__arrow' />
        </View>
      </PickerOnDemand>
    </View>
  )
}
