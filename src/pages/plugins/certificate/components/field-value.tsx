import { Image, View } from '@tarojs/components'
import { fieldImages, type FieldSpec } from '@/api/plugins/certificate'
import { previewImages } from '@/components/image-viewer/image-preview'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { imageAlt } from '../../kit/image-alt'
import './certificate.scss'
import '@/i18n/locales/plugin-certificate'

/** One field_list value: `images` fields as thumbnails (tap to enlarge), everything else as text. */
export function FieldValue({ spec, value }: { spec: FieldSpec; value: unknown }) {
  if (spec.type === 'images') {
    const urls = fieldImages(value)
    if (!urls.length) return null
    return (
      <View className='cert-images'>
        {urls.map((url, index) => (
          <Image
            key={url}
            className='cert-images__item'
            src={url}
            mode='aspectFit'
            data-testid='cert-image'
            onClick={() => previewImages(urls, url)}
            {...pressable(() => previewImages(urls, url))}
            {...imageAlt(t('plugin-certificate.image_of', { name: spec.name, n: index + 1 }))}
          />
        ))}
      </View>
    )
  }
  return <>{value === undefined || value === null ? '' : String(value)}</>
}
