// Which plugins fill goods detail's slots (see goods-card.ts for why there is one module per host).
import '@/pages/plugins/label/embeds/goods-detail'
import '@/pages/plugins/seckill/embeds/goods-detail'
import '@/pages/plugins/membershiplevelvip/embeds/goods-detail'
import '@/pages/plugins/coupon/embeds/goods-detail'
import '@/pages/plugins/distribution/embeds/goods-detail'
