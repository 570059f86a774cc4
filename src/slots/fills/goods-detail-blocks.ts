// Which plugins fill the cards under goods detail's price card (GOODS_DETAIL_BLOCKS). Goods detail draws
// them a frame after its first paint and loads this list then (src/pages/goods-detail/block-fills.ts), so
// the first screen never waits for their code. The web build keeps it as written (config/web-bundle.js):
// it is already a chunk of its own.
import '@/pages/plugins/coupon/embeds/goods-detail'
import '@/pages/plugins/realstore/embeds/goods-detail'
import '@/pages/plugins/binding/embeds/goods-detail'
import '@/pages/plugins/ask/embeds/goods-detail'
import '@/pages/plugins/intellectstools/embeds/goods-detail'
import '@/pages/plugins/activity/embeds/goods-detail'
import '@/pages/plugins/shop/embeds/goods-detail'
import '@/pages/plugins/givegift/embeds/goods-detail'
