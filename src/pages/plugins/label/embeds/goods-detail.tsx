import { labelChipsFor } from '@/api/plugins/label'
import { GOODS_DETAIL_GALLERY, type GoodsDetailSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import type { GoodsDetailPage } from '@/api/goods'
import { GoodsLabelChips } from '../components/goods-label-chips'

function GalleryLabels({ goodsId, plugins }: GoodsDetailSlotProps & { plugins: GoodsDetailPage['plugins'] }) {
  return <GoodsLabelChips chips={labelChipsFor(plugins.plugins_label_data, goodsId)} />
}

registerEmbed(GOODS_DETAIL_GALLERY, { plugin: 'label', order: 10, component: GalleryLabels })
