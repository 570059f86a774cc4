import { GOODS_DETAIL_BLOCKS, type GoodsDetailSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import type { GoodsDetailPage } from '@/api/goods'
import { GoodsAskBlock } from '../components/goods-ask-block'

/** The Q&A block reads plugins_ask_data of the goods/detail answer. */
function GoodsDetailAsk({ goodsId, plugins }: GoodsDetailSlotProps & { plugins: GoodsDetailPage['plugins'] }) {
  return <GoodsAskBlock goodsId={goodsId} data={plugins.plugins_ask_data} />
}

registerEmbed(GOODS_DETAIL_BLOCKS, { plugin: 'ask', order: 40, component: GoodsDetailAsk, when: ({ plugins }) => Boolean(plugins.plugins_ask_data) })
