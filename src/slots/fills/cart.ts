// Which plugins guard the cart's checkout (see goods-card.ts for why there is one module per host).
import '@/pages/plugins/hospital/embeds/cart'
