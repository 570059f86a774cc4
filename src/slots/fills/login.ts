// Which plugins fill the login page's slots (see goods-card.ts for why there is one module per host).
import '@/pages/plugins/thirdpartylogin/embeds/login'
