import { readGoodsList, readGoodsMagic, readGoodsTabs } from '@/api/diy-modules/goods'
import { DiyGoodsGrid } from '../parts/goods-grid'
import { Tabbed } from '../parts/tabbed'
import { defineDiyModule } from '../registry'

/** Goods modules (one chunk on the web): goods-list, goods-tabs, goods-magic (favourites, history...). */
const goods = {
  'goods-list': defineDiyModule({ read: readGoodsList, View: ({ data }) => <DiyGoodsGrid look={data} />, isEmpty: (d) => !d.goods.length }),
  'goods-tabs': defineDiyModule({
    read: readGoodsTabs,
    isEmpty: (d) => !d.tabs.length,
    View: ({ data }) => <Tabbed module={data} testId='diy-goods-tabs' render={(body) => <DiyGoodsGrid look={body} />} />,
  }),
  'goods-magic': defineDiyModule({
    read: readGoodsMagic,
    isEmpty: (d) => !d.goods.length,
    View: ({ data }) => <DiyGoodsGrid look={data} testId='diy-goods-magic' />,
  }),
}

export default goods
