import { Button, Image, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useRef, useState } from 'react'
import { getSpecDetail, getSpecType, type SpecBase, type SpecGroup, type SpecPair } from '@/api/goods'
import { t } from '@/i18n'
import { Icon } from '../icon/icon'
import { pressable, imageAlt } from '@/lib/a11y'
import { toast } from '@/lib/navigate'
import { Price } from '../price/price'
import { QuantityStepper } from '../quantity-stepper/quantity-stepper'
import {
  applyNextValues,
  chooseValue,
  chosenImage,
  clampQuantity,
  confirmProblem,
  currentOffer,
  initialSpecState,
  isComplete,
  maxQuantity,
  parsePreselection,
  pendingGroup,
  specPairs,
  specText,
  valueState,
  type SpecState,
} from './spec-logic'
import './spec-picker.scss'
import '@/i18n/locales/goods'

export interface SpecPickerGoods {
  id: string
  title: string
  image: string
  price: string
  originalPrice: string
  inventory: number
  inventoryUnit: string
  buyMin: number
  buyMax: number
  specGroups: SpecGroup[]
}

export interface SpecPickerAction {
  type: 'cart' | 'buy'
  name: string
  color: 'main' | 'second'
}

export interface SpecChoice {
  spec: SpecPair[]
  quantity: number
}

interface Props {
  visible: boolean
  goods: SpecPickerGoods
  actions: SpecPickerAction[]
  /** A confirm request is running: buttons are disabled. */
  busy?: boolean
  /** Page param `spec` ("v1|v2") to pre-select. */
  preselect?: string
  onClose: () => void
  onConfirm: (action: SpecPickerAction['type'], choice: SpecChoice) => void
  /** The "selected: v1 / v2" text for the page behind the popup. */
  onSpecText?: (text: string) => void
}

/** The goods-buy popup (api-core 2.2): spec groups in order, per-spec price/stock/image, quantity, confirm. */
export const SpecPicker = observer(function SpecPicker({ visible, goods, actions, busy, preselect, onClose, onConfirm, onSpecText }: Props) {
  const groups = goods.specGroups
  const [state, setState] = useState<SpecState>(() => initialSpecState(groups))
  const [specBase, setSpecBase] = useState<SpecBase | null>(null)
  const [quantity, setQuantity] = useState(Math.max(1, goods.buyMin))
  const [loading, setLoading] = useState(false)
  const preselected = useRef<string[]>([])

  // A different goods starts over, including the page's pre-selection.
  useEffect(() => {
    const fresh = initialSpecState(groups)
    preselected.current = parsePreselection(preselect, groups)
    const first = preselected.current.shift()
    setState(first ? chooseValue(fresh, 0, first) : fresh)
    setSpecBase(null)
    setQuantity(Math.max(1, goods.buyMin))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [goods.id, groups])

  const stateKey = state.chosen.join('\u0001')
  useEffect(() => {
    onSpecText?.(specText(state))
    const next = pendingGroup(state, groups)
    const pairs = specPairs(state, groups)
    let live = true
    if (next >= 0) {
      setLoading(true)
      void getSpecType(goods.id, pairs).then((result) => {
        if (!live) return
        setLoading(false)
        if (!result.ok) return
        setState((current) => {
          let updated = applyNextValues(current, next, result.data)
          const wanted = preselected.current.shift()
          if (wanted && valueState(updated, next, wanted) === 'enabled') updated = chooseValue(updated, next, wanted)
          else preselected.current = []
          return updated
        })
      })
    } else if (groups.length && isComplete(state, groups)) {
      setLoading(true)
      void getSpecDetail(goods.id, pairs, quantity).then((result) => {
        if (!live) return
        setLoading(false)
        setSpecBase(result.ok ? result.data : null)
        if (result.ok) setQuantity((current) => clampQuantity(current, currentOffer(goods, result.data)).quantity)
      })
    } else {
      setSpecBase(null)
    }
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKey, state.allowed, goods.id])

  const offer = useMemo(() => currentOffer(goods, specBase), [goods, specBase])
  const image = chosenImage(state, groups, goods.image)
  const complete = isComplete(state, groups)

  const changeQuantity = (_next: number, requested: number) => {
    const clamped = clampQuantity(requested, offer)
    if (clamped.message) toast(t(clamped.message, { n: offer.buyMin }))
    setQuantity(clamped.quantity)
  }

  const confirm = (action: SpecPickerAction['type']) => {
    if (busy || loading) return
    const problem = confirmProblem(state, groups, quantity, offer)
    if (problem) {
      toast(t(problem))
      return
    }
    onConfirm(action, { spec: specPairs(state, groups), quantity })
  }

  if (!visible) return null
  return (
    <View className='spec-picker' data-testid='spec-picker'>
      <View className='spec-picker__mask' onClick={onClose} />
      <View className='spec-picker__sheet'>
        <View className='spec-picker__head'>
          <Image className='spec-picker__image' src={image} mode='aspectFill' {...imageAlt('')} />
          <View className='spec-picker__summary'>
            <View data-testid='spec-picker-price'>
              <Price value={offer.price} size='large' />
              {Number(offer.originalPrice) > 0 && offer.originalPrice !== offer.price ? <Price value={offer.originalPrice} original /> : null}
            </View>
            <Text className='spec-picker__stock' data-testid='spec-picker-stock'>
              {t('goods.stock', { n: offer.inventory, unit: goods.inventoryUnit })}
            </Text>
            <Text className='spec-picker__selected'>
              {!groups.length
                ? t('goods.quantity_value', { n: quantity })
                : complete
                  ? t('goods.selected_value', { spec: specText(state) })
                  : t('goods.choose_spec_hint')}
            </Text>
          </View>
          <View className='spec-picker__close' onClick={onClose} {...pressable(onClose)} aria-label={t('goods.close')} data-testid='spec-picker-close'>
            <Icon name='x' size={36} />
          </View>
        </View>
        <ScrollView scrollY className='spec-picker__body'>
          {groups.map((group, groupIndex) => (
            <View key={group.name} className='spec-picker__group' data-testid='spec-group'>
              <Text className='spec-picker__group-name'>{group.name}</Text>
              <View className='spec-picker__values'>
                {group.values.map((value) => {
                  const status = valueState(state, groupIndex, value.name)
                  return (
                    <View
                      key={value.name}
                      className={`spec-picker__value spec-picker__value--${status}`}
                      onClick={() => setState((current) => chooseValue(current, groupIndex, value.name))}
                      {...pressable(() => setState((current) => chooseValue(current, groupIndex, value.name)))}
                      data-testid='spec-value'
                      data-status={status}
                    >
                      {value.image ? <Image className='spec-picker__value-image' src={value.image} mode='aspectFill' {...imageAlt('')} /> : null}
                      <Text>{value.name}</Text>
                    </View>
                  )
                })}
              </View>
            </View>
          ))}
          <View className='spec-picker__quantity'>
            <View className='spec-picker__quantity-label'>
              <Text>{t('goods.quantity')}</Text>
              {offer.buyMax > 0 ? <Text className='spec-picker__limit'>{t('goods.purchase_limit', { n: offer.buyMax })}</Text> : null}
              {offer.buyMin > 1 ? <Text className='spec-picker__limit'>{t('goods.min_purchase', { n: offer.buyMin })}</Text> : null}
            </View>
            <QuantityStepper value={quantity} min={offer.buyMin} max={Math.max(offer.buyMin, maxQuantity(offer))} onChange={changeQuantity} />
          </View>
        </ScrollView>
        <View className='spec-picker__actions'>
          {actions.map((action) => (
            <Button
              key={action.type}
              className={`spec-picker__button spec-picker__button--${action.color} ${busy || loading ? 'spec-picker__button--busy' : ''}`}
              loading={busy}
              aria-disabled={busy || loading}
              onClick={() => confirm(action.type)}
              {...pressable(() => confirm(action.type))}
              data-testid={`spec-confirm-${action.type}`}
            >
              {action.name}
            </Button>
          ))}
        </View>
      </View>
    </View>
  )
})
