import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { AskFormInfo } from '@/api/plugins/ask'
import { FormField } from '@/components/form-field/form-field'
import { t } from '@/i18n'
import { ChoiceChips } from '../../kit/choice-chips'
import { RichEditor } from '../../kit/rich-editor'
import type { AskFormValues } from './ask-form-rules'
import { AskGoodsCard } from './ask-goods-card'
import './ask.scss'
import '@/i18n/locales/plugin-ask'

interface Props {
  info: AskFormInfo
  values: AskFormValues
  disabled: boolean
  onChange: (patch: Partial<AskFormValues>) => void
}

/** The fields of the ask form (api-plugins-2 §3.10): the goods asked about, title, words, category, reply notices. */
export const AskFormFields = observer(function AskFormFields({ info, values, disabled, onChange }: Props) {
  return (
    <>
      {info.goods ? (
        <View className='ask-card'>
          <Text className='ask-card__label'>{t('plugin-ask.about_goods')}</Text>
          <AskGoodsCard goods={info.goods} />
        </View>
      ) : null}
      <View className='form-card'>
        <FormField
          label={t('plugin-ask.field_title')}
          value={values.title}
          hint={t('plugin-ask.hint_title')}
          onChange={(title) => onChange({ title })}
          testId='ask-form-title'
        />
        {info.categories.length ? (
          <View className='form-row form-row--top'>
            <Text className='form-row__label'>{t('plugin-ask.field_category')}</Text>
            <ChoiceChips
              options={info.categories.map((c) => ({ value: c.id, label: c.name }))}
              value={values.categoryId}
              disabled={disabled}
              onChange={(categoryId) => onChange({ categoryId })}
              testId='ask-form-category'
            />
          </View>
        ) : null}
      </View>
      <View className='form-card ask-form__body'>
        <Text className='ask-form__label'>{t('plugin-ask.field_content')}</Text>
        <RichEditor
          value={values.body}
          onChange={(body) => onChange({ body })}
          pathType={info.pathType}
          hint={t('plugin-ask.hint_content')}
          disabled={disabled}
          testId='ask-form-content'
        />
      </View>
      {info.showEmail || info.showMobile ? (
        <View className='form-card'>
          {info.showEmail ? (
            <FormField
              label={t('plugin-ask.field_email')}
              value={values.email}
              hint={t('plugin-ask.hint_email')}
              onChange={(email) => onChange({ email })}
              testId='ask-form-email'
            />
          ) : null}
          {info.showMobile ? (
            <FormField
              label={t('plugin-ask.field_mobile')}
              value={values.mobile}
              type='number'
              hint={t('plugin-ask.hint_mobile')}
              onChange={(mobile) => onChange({ mobile })}
              testId='ask-form-mobile'
            />
          ) : null}
        </View>
      ) : null}
    </>
  )
})
