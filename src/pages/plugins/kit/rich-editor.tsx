import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { ImagePicker } from '@/components/image-picker/image-picker'
import { TextArea } from '@/components/text-area/text-area'
import { t } from '@/i18n'
import type { RichDraft } from './rich-draft'
import './content-kit.scss'
import '@/i18n/locales/plugin-content'

/** Most pictures in one body. */
export const RICH_DRAFT_MAX_IMAGES = 9

/**
 * The body editor of a blog post or a question: paragraphs of text (one per line) and pictures uploaded
 * through the server's editor upload (`pathType`), which follow the text.
 */
export const RichEditor = observer(function RichEditor({
  value,
  onChange,
  pathType,
  hint,
  disabled,
  testId = 'rich-editor',
}: {
  value: RichDraft
  onChange: (draft: RichDraft) => void
  pathType: string
  hint: string
  disabled?: boolean
  testId?: string
}) {
  return (
    <View className='pk-editor' data-testid={testId}>
      <TextArea
        className='pk-editor__text'
        value={value.text}
        hint={hint}
        autoHeight
        disabled={disabled}
        onChange={(text) => onChange({ ...value, text })}
        testId={`${testId}-text`}
      />
      <Text className='pk-editor__label'>{t('plugin-content.editor_images', { max: RICH_DRAFT_MAX_IMAGES })}</Text>
      <ImagePicker
        value={value.images}
        onChange={(images) => onChange({ ...value, images })}
        max={RICH_DRAFT_MAX_IMAGES}
        pathType={pathType}
        disabled={disabled}
        testId={`${testId}-images`}
      />
    </View>
  )
})
