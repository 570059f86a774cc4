// Which plugins add page-builder modules (see goods-card.ts for why there is one module per host). Each
// embed registers its module keys with src/components/diy/registry.ts; its code loads when a page shows one.
import '@/pages/plugins/seckill/embeds/diy'
import '@/pages/plugins/coupon/embeds/diy'
import '@/pages/plugins/realstore/embeds/diy'
import '@/pages/plugins/shop/embeds/diy'
import '@/pages/plugins/binding/embeds/diy'
import '@/pages/plugins/ask/embeds/diy'
import '@/pages/plugins/blog/embeds/diy'
import '@/pages/plugins/activity/embeds/diy'
import '@/pages/plugins/salerecords/embeds/diy'
