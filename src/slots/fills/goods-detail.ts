// Which plugins fill goods detail's first screen (see goods-card.ts for why there is one module per host):
// over the gallery, the promotion under it, the price row and the share buttons. The cards under the
// price card are listed in goods-detail-blocks.ts: they come after the page's first paint.
import '@/pages/plugins/label/embeds/goods-detail'
import '@/pages/plugins/seckill/embeds/goods-detail'
import '@/pages/plugins/membershiplevelvip/embeds/goods-detail'
import '@/pages/plugins/distribution/embeds/goods-detail'
