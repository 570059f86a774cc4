// Which plugins fill the home page's slots (see goods-card.ts for why there is one module per host). Home
// draws its blocks a frame after its first paint and loads this list then (src/pages/index/home-fills.ts),
// so the header, banner and icons never wait for their code. The web build keeps it as written
// (config/web-bundle.js): it is already a chunk of its own.
import '@/pages/plugins/seckill/embeds/home'
import '@/pages/plugins/homemiddleadv/embeds/home'
import '@/pages/plugins/realstore/embeds/home'
import '@/pages/plugins/binding/embeds/home'
import '@/pages/plugins/activity/embeds/home'
import '@/pages/plugins/shop/embeds/home'
import '@/pages/plugins/magic/embeds/home'
import '@/pages/plugins/blog/embeds/home'
import '@/pages/plugins/salerecords/embeds/home'
