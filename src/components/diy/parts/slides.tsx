import { Image, Text, View, type CommonEvent, type ITouchEvent } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import type { DiySlide } from '@/api/diy'
import type { Indicator } from '@/api/diy-modules/basic'
import { Carousel } from '@/components/carousel/carousel'
import { onDemand } from '@/components/on-demand/on-demand'
import { t } from '@/i18n'
import { imageAlt } from '@/lib/a11y'
import { openUrl } from '@/lib/navigate'
import { dp } from '../box-style'
import '@/i18n/locales/diy'

// The player of a video slide loads when the shopper opens one (web build), not with every carousel.
const VideoPlayer = onDemand(() =>
  (process.env.TARO_ENV === 'h5'
    ? import('@/components/video-player/video-player')
    : import(/* webpackMode: "eager" */ '@/components/video-player/video-player')
  ).then((m) => m.VideoPlayer),
)

export const IMAGE_FIT: Record<string, 'aspectFit' | 'scaleToFill' | 'aspectFill'> = { contain: 'aspectFit', fill: 'scaleToFill', cover: 'aspectFill' }

/** How much of the box one slide takes in the peek layouts (the rest shows the next slide). */
const PEEK_WIDTH: Record<string, number> = { card: 80, oneDragOne: 86, twoDragOne: 46 }

interface Props {
  slides: DiySlide[]
  /** 'inherit' one slide a page; 'card', 'oneDragOne', 'twoDragOne' let the next one peek. */
  type?: string
  height: number
  fit?: string
  interval: number
  radius?: number
  spacing?: number
  indicator?: Indicator
  videoIcon?: string
  onChange?: (index: number) => void
  testId?: string
}

const touchX = (e: CommonEvent, list: 'touches' | 'changedTouches') => (e as unknown as ITouchEvent)[list][0].clientX

/** A slide set of the page builder (carousel module, tabs-carousel, magic cells); a slide with a video plays it in a popup. */
export function DiySlides({
  slides,
  type = 'inherit',
  height,
  fit = 'cover',
  interval,
  radius = 0,
  spacing = 0,
  indicator,
  videoIcon,
  onChange,
  testId,
}: Props) {
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState('')
  const start = useRef<number | null>(null)
  const peek = PEEK_WIDTH[type]
  const count = slides.length

  useEffect(() => {
    if (!peek || !interval || count < 2) return undefined
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval)
    return () => clearInterval(timer)
  }, [peek, interval, count, index])

  useEffect(() => {
    if (peek) onChange?.(index)
    // onChange is a notification; it must not restart this effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, peek])

  if (!count) return null
  const slide = (item: DiySlide, i: number) => (
    <View className={`diy-slides__slide ${peek && i === index ? 'diy-slides__slide--on' : ''}`} style={{ borderRadius: dp(radius) }}>
      <Image
        className='diy-slides__image'
        src={item.image}
        mode={IMAGE_FIT[fit] ?? 'aspectFill'}
        onClick={item.link ? () => openUrl(item.link) : undefined}
        {...imageAlt('')}
      />
      {item.video ? (
        <View className='diy-slides__video' onClick={() => setPlaying(item.video)} data-testid='diy-slide-video'>
          {videoIcon ? (
            <Image className='diy-slides__video-icon' src={videoIcon} mode='aspectFit' {...imageAlt('')} />
          ) : (
            <Text className='diy-slides__play'>▶</Text>
          )}
          <Text>{item.videoTitle || t('diy.play_video')}</Text>
        </View>
      ) : null}
    </View>
  )
  const dots = indicator?.show !== false
  return (
    <View className={`diy-slides diy-slides--${peek ? 'peek' : 'page'}`} style={{ height: dp(height) }} data-testid={testId}>
      {peek ? (
        <View
          className='diy-slides__viewport'
          onTouchStart={(e) => (start.current = touchX(e, 'touches'))}
          onTouchEnd={(e) => {
            const from = start.current
            start.current = null
            const to = touchX(e, 'changedTouches')
            if (from === null || Math.abs(to - from) < 30) return
            setIndex((i) => Math.min(count - 1, Math.max(0, i + (to < from ? 1 : -1))))
          }}
        >
          <View className='diy-slides__track' style={{ transform: `translateX(-${index * peek}%)` }}>
            {slides.map((item, i) => (
              <View key={`${i}-${item.image}`} className='diy-slides__peek' style={{ width: `${peek}%`, paddingRight: dp(spacing) }}>
                {slide(item, i)}
              </View>
            ))}
          </View>
          {dots && count > 1 ? (
            <Text className='diy-slides__count'>
              {index + 1}/{count}
            </Text>
          ) : null}
        </View>
      ) : (
        <Carousel items={slides} itemKey={(item, i) => `${i}-${item.image}`} interval={interval} dots={dots} onChange={onChange} render={slide} />
      )}
      {playing ? (
        <View className='diy-video-popup' data-testid='diy-video-popup'>
          <View className='diy-video-popup__mask' onClick={() => setPlaying('')} />
          <View className='diy-video-popup__body'>
            <VideoPlayer className='diy-video-popup__player' src={playing} whileLoading={<View className='diy-video-popup__player' />} />
            <Text className='diy-video-popup__close' onClick={() => setPlaying('')}>
              {t('diy.close')}
            </Text>
          </View>
        </View>
      ) : null}
    </View>
  )
}
