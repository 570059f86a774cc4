// Which plugins fill the cart tab's slots (see goods-card.ts for why there is one module per host).
import '@/pages/plugins/realstore/embeds/cart'
