import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getBundleForm, saveBundle, type BundleForm, type BundleLine } from '@/api/plugins/distribution'
import { ActionButton } from '@/components/action-button/action-button'
import { FormField } from '@/components/form-field/form-field'
import { ImagePicker } from '@/components/image-picker/image-picker'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { Toggle } from '@/components/toggle/toggle'
import { toast } from '@/lib/navigate'
import { LIMITS } from '@/lib/validation'
import { bundleProblem, sameLine } from '../components/forms'
import { GoodsPickSheet } from '../components/goods-pick-sheet'
import { RecordFormWait, useRecordForm } from '../components/record-form'
import { DIST_PAGES } from '../components/routes'
import { dt, titleOf } from '../components/text'
import '../../kit/kit.scss'
import '../../../../styles/form-rows.scss'
import '../components/dist.scss'
import { imageAlt } from '../../kit/image-alt'

interface FormState {
  icon: string[]
  title: string
  describe: string
  enabled: boolean
  lines: BundleLine[]
}

const initialValues = ({ bundle: b }: BundleForm): FormState =>
  b
    ? { icon: b.icon ? [b.icon] : [], title: b.title, describe: b.describe, enabled: b.enabled, lines: b.lines }
    : { icon: [], title: '', describe: '', enabled: true, lines: [] }

/** Add or edit a recommendation bundle (api-plugins-1 §4.13): picture, title, description, switch and goods. */
function BundleFormPage() {
  const record = useRecordForm(getBundleForm, initialValues)
  const { id, values, setValues, busy } = record
  const data = record.form.data
  const [picking, setPicking] = useState(false)

  const title = titleOf(id ? 'recommend_edit' : 'recommend_add')
  if (!record.gate.ready || !values || !data) return <RecordFormWait titleKey={title} record={record} notFound={dt('bundle_missing')} />

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setValues((v) => ({ ...v, [key]: value }))
  const lines = values.lines

  const pick: Parameters<typeof GoodsPickSheet>[0]['onPick'] = (goods, spec) => {
    const line = { goods, spec, specText: spec.map((p) => p.value).join(' / ') }
    if (lines.some((l) => sameLine({ goodsId: l.goods.id, spec: l.spec }, { goodsId: goods.id, spec }))) {
      toast(dt('goods_already_chosen'))
      return false
    }
    set('lines', [...lines, line])
    toast(dt('goods_added'))
    return true
  }

  const submit = () => {
    const chosen = lines.map((l) => ({ goodsId: l.goods.id, spec: l.spec }))
    const input = { id, title: values.title.trim(), describe: values.describe.trim(), icon: values.icon[0] ?? '', enabled: values.enabled, lines: chosen }
    return record.save(bundleProblem({ title: values.title, describe: values.describe, lines: chosen }), () => saveBundle(input), DIST_PAGES.bundles)
  }

  return (
    <PageShell titleKey={title}>
      <View className='form-card' data-testid='dist-bundle-form'>
        <View className='dist-form__block'>
          <Text className='dist-form__block-label'>{dt('bundle_icon')}</Text>
          <ImagePicker
            value={values.icon}
            onChange={(urls) => set('icon', urls)}
            max={1}
            pathType={data.pathType || 'plugins_distribution'}
            testId='dist-bundle-icon'
          />
          <Text className='dist-muted'>{dt('icon_hint', { px: LIMITS.recommendIconPx })}</Text>
        </View>
        <FormField
          label={dt('bundle_title')}
          value={values.title}
          hint={dt('bundle_title_hint')}
          onChange={(v) => set('title', v)}
          testId='dist-bundle-title'
        />
        <FormField
          label={dt('bundle_describe')}
          value={values.describe}
          hint={dt('bundle_describe_hint')}
          multiline
          className='form-row--top'
          onChange={(v) => set('describe', v)}
          testId='dist-bundle-describe'
        />
        <View className='form-row'>
          <Text className='form-row__label'>{dt('bundle_enabled')}</Text>
          <View className='form-row__value'>
            <Toggle checked={values.enabled} onChange={(on) => set('enabled', on)} label={dt('bundle_enabled')} testId='dist-bundle-enabled' />
          </View>
        </View>
      </View>

      <View className='form-card dist-form__block' data-testid='dist-bundle-lines'>
        <View className='dist-row-head'>
          <Text className='dist-form__block-label'>{dt('bundle_goods_list', { n: lines.length })}</Text>
          <ActionButton kind='secondary' size='small' onClick={() => setPicking(true)} testId='dist-bundle-add-goods'>
            {dt('add_goods')}
          </ActionButton>
        </View>
        {lines.length ? null : <Text className='dist-muted'>{dt('bundle_goods_none')}</Text>}
        {lines.map((line, index) => (
          <View key={`${line.goods.id}-${line.specText}`} className='dist-goods' data-testid='dist-bundle-line'>
            <Image className='dist-goods__image' src={line.goods.image} mode='aspectFill' {...imageAlt('')} />
            <View className='dist-goods__info'>
              <Text className='dist-goods__title'>{line.goods.title}</Text>
              {line.specText ? <Text className='dist-goods__spec'>{line.specText}</Text> : null}
              <View className='dist-goods__line'>
                <Price value={line.goods.price} className='dist-goods__price' />
                <ActionButton
                  kind='plain'
                  size='small'
                  onClick={() =>
                    set(
                      'lines',
                      lines.filter((_, i) => i !== index),
                    )
                  }
                >
                  {dt('remove')}
                </ActionButton>
              </View>
            </View>
          </View>
        ))}
      </View>

      <View className='dist-form__submit'>
        <ActionButton size='large' busy={busy} onClick={() => void submit()} testId='dist-bundle-submit'>
          {dt('save')}
        </ActionButton>
      </View>
      {picking ? <GoodsPickSheet categories={data.categories} onPick={pick} onClose={() => setPicking(false)} /> : null}
    </PageShell>
  )
}

export default observer(BundleFormPage)
