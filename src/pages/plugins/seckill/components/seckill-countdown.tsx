import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { splitSeconds, useCountdown } from './use-countdown'
import './seckill-countdown.scss'

interface Props {
  caption: string
  seconds: number
  resetKey: unknown
  onDone?: () => void
  /** 'light' on a coloured band, 'dark' on white. */
  tone?: 'light' | 'dark'
}

/** "距结束 01:23:45" — ticks every second from the server's remaining time. */
export const SeckillCountdown = observer(function SeckillCountdown({ caption, seconds, resetKey, onDone, tone = 'dark' }: Props) {
  const left = useCountdown(seconds, resetKey, onDone)
  const parts = splitSeconds(left)
  return (
    <View className={`seckill-countdown seckill-countdown--${tone}`} data-testid='seckill-countdown' data-seconds={left}>
      {caption ? <Text className='seckill-countdown__caption'>{caption}</Text> : null}
      <Text className='seckill-countdown__box'>{parts.hours}</Text>
      <Text className='seckill-countdown__colon'>:</Text>
      <Text className='seckill-countdown__box'>{parts.minutes}</Text>
      <Text className='seckill-countdown__colon'>:</Text>
      <Text className='seckill-countdown__box'>{parts.seconds}</Text>
    </View>
  )
})
