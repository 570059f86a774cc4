import { readArticleList, readArticleTabs, readCustom, readDataMagic, readDataTabs, type DataTabBody } from '@/api/diy-modules/content'
import { DiyArticleGrid } from '../parts/article-grid'
import { DiyCustomView } from '../parts/custom-view'
import { DiyGoodsGrid } from '../parts/goods-grid'
import { Tabbed } from '../parts/tabbed'
import { defineDiyModule } from '../registry'
import { DataMagicView } from '../modules/data-magic'

function DataTabBodyView({ body }: { body: DataTabBody }) {
  if (body.kind === 'goods') return <DiyGoodsGrid look={body.goods} />
  if (body.kind === 'article') return <DiyArticleGrid look={body.articles} />
  return <DiyCustomView custom={body.custom} />
}

/** Articles, mixed tabs, the mixed magic cube and the custom designer (one chunk on the web). */
const content = {
  'article-list': defineDiyModule({ read: readArticleList, View: ({ data }) => <DiyArticleGrid look={data} />, isEmpty: (d) => !d.articles.length }),
  'article-tabs': defineDiyModule({
    read: readArticleTabs,
    isEmpty: (d) => !d.tabs.length,
    View: ({ data }) => <Tabbed module={data} testId='diy-article-tabs' render={(body) => <DiyArticleGrid look={body} />} />,
  }),
  'data-tabs': defineDiyModule({
    read: readDataTabs,
    isEmpty: (d) => !d.tabs.length,
    View: ({ data }) => <Tabbed module={data} testId='diy-data-tabs' render={(body) => <DataTabBodyView body={body} />} />,
  }),
  'data-magic': defineDiyModule({ read: readDataMagic, View: DataMagicView, isEmpty: (d) => !d.cells.length }),
  custom: defineDiyModule({ read: readCustom, View: ({ data }) => <DiyCustomView custom={data} />, isEmpty: (d) => !d.rows.length || !d.elements.length }),
}

export default content
