import { Image, ScrollView, Text, View } from '@tarojs/components'
import { PickerOnDemand } from '@/components/picker-on-demand/picker-on-demand'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { SpecPair } from '@/api/goods-summary'
import { searchBundleGoods, type PickGoods } from '@/api/plugins/distribution-bundles'
import { ActionButton } from '@/components/action-button/action-button'
import { HintField } from '@/components/hint-field/hint-field'
import { Price } from '@/components/price/price'
import { SpecPicker } from '@/components/spec-picker/spec-picker'
import { StatusView } from '@/components/status-view/status-view'
import { BottomSheet } from './bottom-sheet'
import { dt } from './text'
import { imageAlt } from '../../kit/image-alt'
import '@/i18n/locales/plugin-distribution-recommend'

interface Props {
  categories: Array<{ id: string; name: string }>
  /** Add one goods with its spec; returns false when that line is already chosen. */
  onPick: (goods: PickGoods, spec: SpecPair[]) => boolean
  onClose: () => void
}

/** The bundle form's goods picker (api-plugins-1 §4.13): category and keyword search, specs chosen first. */
export const GoodsPickSheet = observer(function GoodsPickSheet({ categories, onPick, onClose }: Props) {
  const options = [{ id: '', name: dt('all_categories') }, ...categories]
  const [category, setCategory] = useState(0)
  const [keywords, setKeywords] = useState('')
  const [state, setState] = useState<{ status: 'idle' | 'loading' | 'error' | 'ready'; goods: PickGoods[]; error: string }>({
    status: 'idle',
    goods: [],
    error: '',
  })
  const [specFor, setSpecFor] = useState<PickGoods | null>(null)

  const search = async () => {
    if (state.status === 'loading') return
    setState((s) => ({ ...s, status: 'loading' }))
    const result = await searchBundleGoods(keywords.trim(), options[category]?.id ?? '')
    setState(result.ok ? { status: 'ready', goods: result.data, error: '' } : { status: 'error', goods: [], error: result.msg })
  }

  const choose = (goods: PickGoods) => {
    if (goods.specGroups.length) setSpecFor(goods)
    else onPick(goods, [])
  }

  // The spec chooser opens over the sheet, beside it rather than inside its scrolling body.
  return (
    <>
      <BottomSheet
        title={dt('pick_goods')}
        onClose={onClose}
        testId='dist-goods-sheet'
        footer={<Text className='dist-muted'>{dt('goods_shown', { n: state.goods.length })}</Text>}
      >
        <View className='dist-search'>
          <PickerOnDemand mode='selector' range={options.map((o) => o.name)} value={category} onChange={(e) => setCategory(Number(e.detail.value))}>
            <Text className='dist-filter__day' data-testid='dist-goods-category'>
              {options[category]?.name}
            </Text>
          </PickerOnDemand>
          <HintField
            className='dist-search__input'
            value={keywords}
            onChange={setKeywords}
            hint={dt('goods_keywords_hint')}
            onConfirm={() => void search()}
            testId='dist-goods-keywords'
          />
          <ActionButton kind='secondary' size='small' busy={state.status === 'loading'} onClick={() => void search()} testId='dist-goods-search'>
            {dt('search')}
          </ActionButton>
        </View>
        {state.status === 'idle' ? <Text className='dist-search__message'>{dt('goods_search_hint')}</Text> : null}
        {state.status === 'loading' || state.status === 'error' ? (
          <StatusView status={state.status} message={state.error} onRetry={() => void search()} />
        ) : null}
        {state.status === 'ready' && !state.goods.length ? <StatusView status='empty' message={dt('goods_none')} /> : null}
        {state.status === 'ready' ? (
          <ScrollView scrollY className='dist-pick__list'>
            {state.goods.map((goods) => (
              <View key={goods.id} className='dist-goods' data-testid='dist-goods-result'>
                <Image className='dist-goods__image' src={goods.image} mode='aspectFill' {...imageAlt('')} />
                <View className='dist-goods__info'>
                  <Text className='dist-goods__title'>{goods.title}</Text>
                  <Text className='dist-goods__spec'>{dt('stock', { n: goods.inventory, unit: goods.inventoryUnit })}</Text>
                  <View className='dist-goods__line'>
                    <Price value={goods.price} className='dist-goods__price' />
                    <ActionButton size='small' onClick={() => choose(goods)} testId='dist-goods-pick'>
                      {dt('choose')}
                    </ActionButton>
                  </View>
                </View>
              </View>
            ))}
          </ScrollView>
        ) : null}
      </BottomSheet>
      {specFor ? (
        <SpecPicker
          visible
          goods={{ ...specFor, buyMin: Math.max(1, specFor.buyMin) }}
          actions={[{ type: 'buy', name: dt('choose'), color: 'main' }]}
          onClose={() => setSpecFor(null)}
          onConfirm={(_action, choice) => {
            if (onPick(specFor, choice.spec)) setSpecFor(null)
          }}
        />
      ) : null}
    </>
  )
})
