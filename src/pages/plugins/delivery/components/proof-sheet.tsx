import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { ActionButton } from '@/components/action-button/action-button'
import { ImagePicker } from '@/components/image-picker/image-picker'
import { TextArea } from '@/components/text-area/text-area'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { toast } from '@/lib/navigate'
import type { ImageUploader } from '@/lib/upload'
import { charLength, RULES, validate } from '@/lib/validation'
import './delivery.scss'
import '@/i18n/locales/plugin-delivery'
import { Icon } from '@/components/icon/icon'

const area = 'plugin-delivery'
export type ProofMode = 'complete' | 'abnormal'

export interface ProofValues {
  reason: string
  describe: string
  images: string[]
}

const MAX_TEXT = 200
export const MAX_PHOTOS: Record<ProofMode, number> = { abnormal: 9, complete: 30 }
const EMPTY: ProofValues = { reason: '', describe: '', images: [] }

interface Props {
  /** Which form is open (null: closed). A new delivery or mode starts with empty fields. */
  mode: ProofMode | null
  deliveryId: string
  pathType: string
  busy: boolean
  /** Sends the values; the sheet keeps them until the parent closes it (a refusal loses nothing). */
  onSubmit: (values: ProofValues) => void
  onClose: () => void
  /** Injected in tests. */
  uploader?: Pick<ImageUploader, 'pick' | 'uploading'>
}

/**
 * The popup that completes a delivery (note + proof photos) or reports a problem (reason, description,
 * photos: spec §5 "reason and description up to 200; photo required"). A rule failure is toasted in the
 * shopper's language and every field keeps what was typed.
 */
export const ProofSheet = observer(function ProofSheet({ mode, deliveryId, pathType, busy, onSubmit, onClose, uploader }: Props) {
  const [values, setValues] = useState<ProofValues>(EMPTY)
  useEffect(() => setValues(EMPTY), [mode, deliveryId])
  if (!mode) return null
  const abnormal = mode === 'abnormal'
  const max = MAX_PHOTOS[mode]
  const set = (patch: Partial<ProofValues>) => setValues((current) => ({ ...current, ...patch }))

  const submit = () => {
    const error = validate({ ...values }, abnormal ? RULES.deliveryException : RULES.deliveryComplete)
    if (error) {
      toast(error.message)
      return
    }
    onSubmit({ reason: values.reason.trim(), describe: values.describe.trim(), images: values.images })
  }
  const close = () => !busy && onClose()

  return (
    <View className='dl-sheet' data-testid='delivery-sheet' data-mode={mode}>
      <View className='dl-sheet__mask' onClick={close} />
      <View className='dl-sheet__panel'>
        <View className='dl-sheet__head'>
          <Text className='dl-sheet__title'>{t(`${area}.${abnormal ? 'abnormal_title' : 'complete_title'}`)}</Text>
          <View className='dl-sheet__close' onClick={close} {...pressable(close, t(`${area}.cancel`))}>
            <Icon name='x' size={36} />
          </View>
        </View>
        {abnormal ? (
          <View className='dl-sheet__field'>
            <View className='dl-sheet__label'>
              <Text className='dl-sheet__required'>{t(`${area}.reason`)}</Text>
              <Text className='dl-sheet__count'>{t(`${area}.chars`, { n: charLength(values.reason), max: MAX_TEXT })}</Text>
            </View>
            <Input
              className='dl-sheet__input'
              value={values.reason}
              placeholder={t(`${area}.reason_hint`)}
              onInput={(e) => set({ reason: String(e.detail.value ?? '') })}
              data-testid='delivery-reason'
            />
          </View>
        ) : null}
        <View className='dl-sheet__field'>
          <View className='dl-sheet__label'>
            <Text>{t(`${area}.description`)}</Text>
            <Text className='dl-sheet__count'>{t(`${area}.chars`, { n: charLength(values.describe), max: MAX_TEXT })}</Text>
          </View>
          <TextArea
            className='dl-sheet__textarea'
            value={values.describe}
            hint={t(`${area}.${abnormal ? 'description_hint' : 'complete_hint'}`)}
            label={t(`${area}.description`)}
            onChange={(describe) => set({ describe })}
            testId='delivery-describe'
          />
        </View>
        <View className='dl-sheet__field'>
          <View className='dl-sheet__label'>
            <Text className='dl-sheet__required'>{t(`${area}.photos`)}</Text>
            <Text className='dl-sheet__count'>{t(`${area}.chars`, { n: values.images.length, max })}</Text>
          </View>
          <Text className='dl-sheet__tip'>{t(`${area}.${abnormal ? 'photos_abnormal_tip' : 'photos_complete_tip'}`, { max })}</Text>
          <ImagePicker
            value={values.images}
            onChange={(images) => set({ images })}
            max={max}
            pathType={pathType}
            addLabel={t(`${area}.add_photo`)}
            disabled={busy}
            uploader={uploader}
            testId='delivery-photos'
          />
        </View>
        <View className='dl-sheet__actions'>
          <ActionButton kind='plain' size='large' className='dl-sheet__button' disabled={busy} onClick={close}>
            {t(`${area}.cancel`)}
          </ActionButton>
          <ActionButton size='large' className='dl-sheet__button' busy={busy} onClick={submit} testId='delivery-sheet-submit'>
            {t(`${area}.submit`)}
          </ActionButton>
        </View>
      </View>
    </View>
  )
})
