import { observer } from 'mobx-react-lite'
import type { GoodsDetailPage } from '@/api/goods'
import { parseSellerCard } from '@/api/plugins/shop-core'
import { GOODS_DETAIL_BLOCKS, type GoodsDetailSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { useStores } from '@/stores/root-store'
import { SellerCardView } from '../components/seller-card'

type Props = GoodsDetailSlotProps & { plugins: GoodsDetailPage['plugins'] }

/** The seller card of goods sold by a shop (goods detail's plugins_shop_data). */
const GoodsSeller = observer(function GoodsSeller({ plugins }: Props) {
  const { app } = useStores()
  const seller = parseSellerCard(plugins.plugins_shop_data)
  if (!app.isPluginEnabled('shop') || !seller) return null
  return <SellerCardView key={seller.shop.id} seller={seller} />
})

registerEmbed(GOODS_DETAIL_BLOCKS, {
  plugin: 'shop',
  order: 40,
  component: GoodsSeller,
  when: (props) => Boolean(parseSellerCard(props.plugins.plugins_shop_data)),
})
