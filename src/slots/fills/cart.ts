// Which plugins fill the cart's slots: the store-cart entry of the cart tab, the guard of the cart's checkout
// (see goods-card.ts for why there is one module per host).
import '@/pages/plugins/realstore/embeds/cart'
import '@/pages/plugins/hospital/embeds/cart'
