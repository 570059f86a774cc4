import { GOODS_DETAIL_PRICE } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { MemberPriceBadge } from '../components/member-price-badge'

function PriceBadge() {
  return <MemberPriceBadge />
}

registerEmbed(GOODS_DETAIL_PRICE, { plugin: 'membershiplevelvip', order: 10, component: PriceBadge })
