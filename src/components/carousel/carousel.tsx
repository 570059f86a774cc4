import { View, type CommonEvent, type ITouchEvent } from '@tarojs/components'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { usePaintedOnce } from '@/hooks/use-painted-once'
import './carousel.scss'

interface Props<T> {
  items: T[]
  render: (item: T, index: number) => ReactNode
  itemKey: (item: T, index: number) => string
  /** Milliseconds between slides; 0 = no autoplay. */
  interval?: number
  vertical?: boolean
  dots?: boolean
  className?: string
  testId?: string
  onChange?: (index: number) => void
}

/** Taro types View touch handlers as plain events; the touch lists are there on every target. */
const touchOf = (e: CommonEvent, list: 'touches' | 'changedTouches') => (e as unknown as ITouchEvent)[list][0]

/** Swipes shorter than this (px) are taps, not page turns. */
const SWIPE_MIN = 30

/**
 * A light carousel: a translated track with CSS transitions, autoplay and touch swipes. The home
 * page uses it instead of <Swiper>, which pulls the whole swiper library into the first load.
 */
export function Carousel<T>({ items, render, itemKey, interval = 4000, vertical, dots, className, testId, onChange }: Props<T>) {
  const [index, setIndex] = useState(0)
  const touchStart = useRef<number | null>(null)
  const count = items.length
  // The slides out of sight are drawn a frame after the first one has painted: their pictures then
  // wait behind what the first screen shows instead of sharing the phone's connections with it.
  const drawAll = usePaintedOnce(true)

  const go = (next: number) => {
    const wrapped = ((next % count) + count) % count
    setIndex(wrapped)
    onChange?.(wrapped)
  }

  useEffect(() => {
    if (!interval || count < 2) return undefined
    const timer = setInterval(
      () =>
        setIndex((current) => {
          const next = (current + 1) % count
          onChange?.(next)
          return next
        }),
      interval,
    )
    return () => clearInterval(timer)
    // onChange is a notification only; restarting the timer on each render would stall autoplay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [interval, count, index])

  const axis = vertical ? 'Y' : 'X'
  return (
    <View
      className={`carousel ${vertical ? 'carousel--vertical' : ''} ${className ?? ''}`}
      data-testid={testId}
      onTouchStart={(e) => (touchStart.current = vertical ? touchOf(e, 'touches').clientY : touchOf(e, 'touches').clientX)}
      onTouchEnd={(e) => {
        const start = touchStart.current
        touchStart.current = null
        const end = vertical ? touchOf(e, 'changedTouches').clientY : touchOf(e, 'changedTouches').clientX
        if (start === null || Math.abs(end - start) < SWIPE_MIN) return
        go(end < start ? index + 1 : index - 1)
      }}
    >
      <View className='carousel__track' style={{ transform: `translate${axis}(-${index * 100}%)` }}>
        {items.map((item, i) => (
          <View key={itemKey(item, i)} className='carousel__item'>
            {i === index || drawAll ? render(item, i) : null}
          </View>
        ))}
      </View>
      {dots && count > 1 ? (
        <View className='carousel__dots'>
          {items.map((item, i) => (
            <View key={itemKey(item, i)} className={`carousel__dot ${i === index ? 'carousel__dot--on' : ''}`} onClick={() => go(i)} />
          ))}
        </View>
      ) : null}
    </View>
  )
}
