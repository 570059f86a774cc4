import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useRef, useState } from 'react'
import { t } from '@/i18n'
import { pressable, imageAlt } from '@/lib/a11y'
import { toast } from '@/lib/navigate'
import { ImageUploader } from '@/lib/upload'
import './image-picker.scss'
import '@/i18n/locales/image-picker'
import { previewImages } from '@/components/image-viewer/image-preview'
import { Icon } from '@/components/icon/icon'

interface Props {
  /** Uploaded image URLs. */
  value: string[]
  onChange: (urls: string[]) => void
  /** Most images allowed; the add tile disappears at the limit. */
  max: number
  /** Server upload folder (ueditor path_type), e.g. the address page's editor_path_type. */
  pathType: string
  /** Text on the add tile (e.g. "ID front"). */
  addLabel?: string
  disabled?: boolean
  /** Injected in tests. */
  uploader?: Pick<ImageUploader, 'pick' | 'uploading'>
  testId?: string
}

/**
 * A grid of uploaded images with remove buttons and an add tile. Uploads go through ImageUploader
 * (one at a time: a second tap while one runs says "upload in progress").
 */
export const ImagePicker = observer(function ImagePicker({ value, onChange, max, pathType, addLabel, disabled, uploader, testId = 'image-picker' }: Props) {
  const [progress, setProgress] = useState<number | null>(null)
  const own = useRef<ImageUploader | null>(null)
  if (!own.current) own.current = new ImageUploader(pathType, (percent) => setProgress(percent))
  const worker = uploader ?? own.current
  const remaining = Math.max(0, max - value.length)

  const add = async () => {
    if (disabled) return
    if (progress !== null || worker.uploading) {
      toast(t('errors.uploading'))
      return
    }
    setProgress(0)
    try {
      const urls = await worker.pick(remaining)
      if (urls.length) onChange([...value, ...urls].slice(0, max))
    } finally {
      setProgress(null)
    }
  }

  const remove = (index: number) => {
    if (disabled) return
    onChange(value.filter((_, i) => i !== index))
  }

  const preview = (url: string) => {
    previewImages(value, url)
  }

  return (
    <View className='image-picker' data-testid={testId}>
      {value.map((url, index) => (
        <View key={`${url}-${index}`} className='image-picker__cell'>
          <Image className='image-picker__image' src={url} mode='aspectFill' onClick={() => preview(url)} {...imageAlt('')} />
          {disabled ? null : (
            <View className='image-picker__remove' onClick={() => remove(index)} {...pressable(() => remove(index))} data-testid={`${testId}-remove`}>
              <Icon name='x' size={28} label={t('image-picker.remove')} />
            </View>
          )}
        </View>
      ))}
      {remaining > 0 && !disabled ? (
        <View
          className={`image-picker__cell image-picker__add ${progress !== null ? 'image-picker__add--busy' : ''}`}
          onClick={() => void add()}
          {...pressable(() => void add())}
          data-testid={`${testId}-add`}
        >
          {progress !== null ? (
            <Text className='image-picker__progress'>{t('image-picker.uploading', { n: Math.round(progress) })}</Text>
          ) : (
            <>
              <Text className='image-picker__plus'>+</Text>
              <Text className='image-picker__label'>{addLabel ?? t('image-picker.add')}</Text>
            </>
          )}
        </View>
      ) : null}
    </View>
  )
})
