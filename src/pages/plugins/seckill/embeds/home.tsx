import { useCallback } from 'react'
import { HOME_BLOCKS, type HomeSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { SeckillHomeBlock } from '../components/seckill-home-block'

function HomeSeckill({ refreshKey, onSettled }: HomeSlotProps) {
  // Stable, so the block's "settled" effect runs when it settles, not on every render of home.
  const settled = useCallback(() => onSettled('seckill'), [onSettled])
  return <SeckillHomeBlock refreshKey={refreshKey} onSettled={settled} />
}

registerEmbed(HOME_BLOCKS, { plugin: 'seckill', order: 10, component: HomeSeckill })
