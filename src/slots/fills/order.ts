// Which plugins fill the order card's and order detail's slots (see goods-card.ts for why there is one
// module per host; order detail draws the order card's parts, so the two share this one).
import '@/pages/plugins/orderresources/embeds/order'
import '@/pages/plugins/express/embeds/order'
import '@/pages/plugins/realstore/embeds/order'
import '@/pages/plugins/ordergoodsform/embeds/order'
import '@/pages/plugins/delivery/embeds/order'
