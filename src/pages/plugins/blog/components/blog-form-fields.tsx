import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { BlogFormInfo } from '@/api/plugins/blog'
import { FormField } from '@/components/form-field/form-field'
import { ImagePicker } from '@/components/image-picker/image-picker'
import { Toggle } from '@/components/toggle/toggle'
import { t } from '@/i18n'
import { ChoiceChips } from '../../kit/choice-chips'
import type { RichDraft } from '../../kit/rich-draft'
import { RichEditor } from '../../kit/rich-editor'
import './blog.scss'
import '@/i18n/locales/plugin-blog'
import { pressable } from '@/lib/a11y'
import { Icon } from '@/components/icon/icon'

/** What the form edits: the post's fields, its body as a draft and its cover as a one-picture list. */
export interface BlogFormValues {
  title: string
  categoryId: string
  enabled: boolean
  covers: string[]
  body: RichDraft
  describe: string
  seoTitle: string
  seoKeywords: string
  seoDesc: string
}

interface Props {
  info: BlogFormInfo
  values: BlogFormValues
  disabled: boolean
  onChange: (patch: Partial<BlogFormValues>) => void
}

/** The fields of the blog form (api-plugins-2 §3.5): title, category, enabled, cover, body, and a "more" fold. */
export const BlogFormFields = observer(function BlogFormFields({ info, values, disabled, onChange }: Props) {
  const [more, setMore] = useState(Boolean(values.describe || values.seoTitle || values.seoKeywords || values.seoDesc))
  return (
    <>
      <View className='form-card'>
        <FormField
          label={t('plugin-blog.field_title')}
          value={values.title}
          hint={t('plugin-blog.hint_title')}
          onChange={(title) => onChange({ title })}
          testId='blog-form-title'
        />
        <View className='form-row form-row--top'>
          <Text className='form-row__label'>{t('plugin-blog.field_category')}</Text>
          <ChoiceChips
            options={info.categories.map((c) => ({ value: c.id, label: c.name }))}
            value={values.categoryId}
            disabled={disabled}
            onChange={(categoryId) => onChange({ categoryId })}
            testId='blog-form-category'
          />
        </View>
        <View className='form-row'>
          <Text className='form-row__label'>{t('plugin-blog.field_enabled')}</Text>
          <View className='form-row__value'>
            <Toggle
              checked={values.enabled}
              disabled={disabled}
              label={t('plugin-blog.field_enabled')}
              onChange={(enabled) => onChange({ enabled })}
              testId='blog-form-enabled'
            />
          </View>
        </View>
        <View className='form-row form-row--top'>
          <Text className='form-row__label'>{t('plugin-blog.field_cover')}</Text>
          <ImagePicker
            value={values.covers}
            onChange={(covers) => onChange({ covers })}
            max={1}
            pathType='common'
            disabled={disabled}
            addLabel={t('plugin-blog.add_cover')}
            testId='blog-form-cover'
          />
        </View>
      </View>
      <View className='form-card blog-form__body'>
        <Text className='blog-form__label'>{t('plugin-blog.field_content')}</Text>
        <RichEditor
          value={values.body}
          onChange={(body) => onChange({ body })}
          pathType={info.pathType}
          hint={t('plugin-blog.hint_content')}
          disabled={disabled}
          testId='blog-form-content'
        />
      </View>
      <View className='form-card'>
        <View className='form-row' onClick={() => setMore(!more)} {...pressable(() => setMore(!more))} aria-expanded={more} data-testid='blog-form-more'>
          <Text className='form-row__label'>{t('plugin-blog.more_fields')}</Text>
          <Text className='form-row__value blog-form__fold'>
            {more ? t('plugin-blog.fold') : t('plugin-blog.unfold')}
            <Icon name='chevron-down' size={24} className={more ? 'blog-form__fold-icon--open' : ''} />
          </Text>
        </View>
        {more ? (
          <>
            <FormField
              label={t('plugin-blog.field_describe')}
              value={values.describe}
              multiline
              hint={t('plugin-blog.hint_describe')}
              onChange={(describe) => onChange({ describe })}
              testId='blog-form-describe'
            />
            <FormField
              label={t('plugin-blog.field_seo_title')}
              value={values.seoTitle}
              onChange={(seoTitle) => onChange({ seoTitle })}
              testId='blog-form-seo-title'
            />
            <FormField
              label={t('plugin-blog.field_seo_keywords')}
              value={values.seoKeywords}
              onChange={(seoKeywords) => onChange({ seoKeywords })}
              testId='blog-form-seo-keywords'
            />
            <FormField
              label={t('plugin-blog.field_seo_desc')}
              value={values.seoDesc}
              onChange={(seoDesc) => onChange({ seoDesc })}
              testId='blog-form-seo-desc'
            />
          </>
        ) : null}
      </View>
    </>
  )
})
