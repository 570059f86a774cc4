import { GOODS_CARD_MEDIA } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import type { GoodsSummary } from '@/api/goods-summary'
import { GoodsLabelChips } from '../components/goods-label-chips'

function CardLabels({ goods }: { goods: GoodsSummary }) {
  return <GoodsLabelChips chips={goods.labels ?? []} small />
}

// The labels the list answer carried for this goods (parsed in api/goods), over the photo.
registerEmbed(GOODS_CARD_MEDIA, { plugin: 'label', order: 10, when: ({ goods }) => Boolean(goods.labels), component: CardLabels })
