// Which plugins fill the settings page's slots (see goods-card.ts for why there is one module per host).
import '@/pages/plugins/exchangerate/embeds/setup'
import '@/pages/plugins/invoice/embeds/setup'
import '@/pages/plugins/thirdpartylogin/embeds/setup'
