import { GOODS_DETAIL_PROMO } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { SeckillGoodsBadge } from '../components/seckill-goods-badge'

registerEmbed(GOODS_DETAIL_PROMO, { plugin: 'seckill', order: 10, component: SeckillGoodsBadge })
