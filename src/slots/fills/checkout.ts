// Which plugins fill the checkout page's slots (see goods-card.ts for why there is one module per host).
import '@/pages/plugins/coupon/embeds/checkout'
import '@/pages/plugins/points/embeds/checkout'
import '@/pages/plugins/realstore/embeds/checkout'
import '@/pages/plugins/ordergoodsform/embeds/checkout'
import '@/pages/plugins/coin/embeds/checkout'
