// Which plugins fill the user centre's slots (see goods-card.ts for why there is one module per host).
import '@/pages/plugins/membershiplevelvip/embeds/user-centre'
import '@/pages/plugins/signin/embeds/user-centre'
import '@/pages/plugins/points/embeds/user-centre'
import '@/pages/plugins/wallet/embeds/user-centre'
