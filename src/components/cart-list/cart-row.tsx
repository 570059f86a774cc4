import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useRef } from 'react'
import type { CartItem } from '@/api/cart'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { pressable, imageAlt } from '@/lib/a11y'
import { QuantityStepper } from './quantity-stepper'
import './cart-row-actions.scss'
import '@/i18n/locales/cart'

/** How far (px) a finger must travel sideways before the row opens or closes. */
const SWIPE_THRESHOLD = 30

interface Props {
  item: CartItem
  selected: boolean
  busy: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
  onToggle: () => void
  onQuantity: (wanted: number) => void
  onDelete: () => void
  /** Swipe action "move to favourites" (favourite the goods, then drop the row). */
  onFavor: () => void
  /** A favourite/delete of this row is running. */
  acting?: boolean
  /** Exhibition sites have nothing to check out: no checkbox. */
  selectable?: boolean
  onOpenGoods: () => void
}

type TouchEventLike = { touches?: ArrayLike<unknown>; changedTouches?: ArrayLike<unknown>; stopPropagation?: () => void }
type Point = { clientX?: number; pageX?: number; clientY?: number; pageY?: number }

/** Where a finger is; touchend only has changedTouches. */
function pointOf(event: TouchEventLike): { x: number; y: number } | null {
  const touch = (event.touches?.[0] ?? event.changedTouches?.[0]) as Point | undefined
  if (!touch) return null
  return { x: Number(touch.clientX ?? touch.pageX ?? 0), y: Number(touch.clientY ?? touch.pageY ?? 0) }
}

/**
 * One cart row: checkbox, goods, stepper; swipe left to reveal "move to favourites" and "delete". A tap on
 * the open row or a swipe back closes it; the list closes it when anything else is touched.
 */
export const CartRow = observer(function CartRow({
  item,
  selected,
  busy,
  open,
  onOpenChange,
  onToggle,
  onQuantity,
  onDelete,
  onFavor,
  acting,
  selectable = true,
  onOpenGoods,
}: Props) {
  const start = useRef<{ x: number; y: number } | null>(null)

  const onTouchStart = (event: TouchEventLike) => {
    start.current = pointOf(event)
    // A touch on the open row itself is its own business (a tap or a swipe back closes it); any other
    // touch reaches the list, which closes the open row.
    if (open) event.stopPropagation?.()
  }
  const onTouchEnd = (event: TouchEventLike) => {
    const from = start.current
    const to = pointOf(event)
    start.current = null
    if (!from || !to) return
    const dx = to.x - from.x
    // Mostly-vertical moves are scrolling, not swiping.
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(to.y - from.y)) return
    onOpenChange(dx < 0)
  }

  return (
    <View
      className={`cart-row cart-row--two-actions ${item.isInvalid ? 'cart-row--invalid' : ''} ${open ? 'cart-row--open' : ''}`}
      data-testid='cart-row'
      data-id={item.id}
    >
      {/* The actions keep their touches and taps: the list would otherwise close the row under the finger. */}
      <View className='cart-row__actions' onTouchStart={(e) => e.stopPropagation()} onClick={(e) => e.stopPropagation()}>
        <View
          className={`cart-row__favor ${acting ? 'cart-row__action--busy' : ''}`}
          data-testid='cart-row-favor'
          onClick={() => !acting && onFavor()}
          {...pressable(() => !acting && onFavor())}
        >
          <Text>{t('cart.favor')}</Text>
        </View>
        <View
          className={`cart-row__delete ${acting ? 'cart-row__action--busy' : ''}`}
          data-testid='cart-row-delete'
          onClick={() => !acting && onDelete()}
          {...pressable(() => !acting && onDelete())}
        >
          <Text>{t('common.delete')}</Text>
        </View>
      </View>
      <View
        className='cart-row__main'
        onTouchStart={(e) => onTouchStart(e as unknown as TouchEventLike)}
        onTouchEnd={(e) => onTouchEnd(e as unknown as TouchEventLike)}
        onClick={(e) => {
          if (!open) return
          e.stopPropagation()
          onOpenChange(false)
        }}
      >
        <View
          className='cart-row__check-area'
          data-testid='cart-row-check'
          onClick={(e) => {
            if (!open) return selectable && onToggle()
            e.stopPropagation()
            onOpenChange(false)
          }}
        >
          {item.isInvalid ? (
            <Text className='cart-row__invalid-tag'>{t('cart.invalid')}</Text>
          ) : selectable ? (
            <View className={`check ${selected ? 'check--on' : ''}`} />
          ) : null}
        </View>
        <Image className='cart-row__image' src={item.image} mode='aspectFill' onClick={onOpenGoods} {...imageAlt('')} />
        <View className='cart-row__info'>
          <Text className='cart-row__title' onClick={onOpenGoods} {...pressable(onOpenGoods)}>
            {item.title}
          </Text>
          {item.specText ? <Text className='cart-row__spec'>{item.specText}</Text> : null}
          {item.isInvalid ? <Text className='cart-row__error'>{item.errorMsg || t('cart.invalid_goods')}</Text> : null}
          <View className='cart-row__line'>
            <Price value={item.price} />
            {item.isInvalid ? (
              <Text className='cart-row__qty-text'>x{item.stock}</Text>
            ) : (
              <QuantityStepper value={item.stock} disabled={busy} onChange={onQuantity} />
            )}
          </View>
        </View>
      </View>
    </View>
  )
})
