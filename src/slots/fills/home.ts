// Which plugins fill the home page's slots (see goods-card.ts for why there is one module per host).
import '@/pages/plugins/seckill/embeds/home'
import '@/pages/plugins/homemiddleadv/embeds/home'
import '@/pages/plugins/realstore/embeds/home'
import '@/pages/plugins/binding/embeds/home'
import '@/pages/plugins/activity/embeds/home'
import '@/pages/plugins/shop/embeds/home'
import '@/pages/plugins/magic/embeds/home'
import '@/pages/plugins/blog/embeds/home'
