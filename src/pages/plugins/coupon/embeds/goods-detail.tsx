import { GOODS_DETAIL_BLOCKS } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { CouponGoodsCard } from '../components/coupon-goods-card'

registerEmbed(GOODS_DETAIL_BLOCKS, { plugin: 'coupon', order: 10, component: CouponGoodsCard })
