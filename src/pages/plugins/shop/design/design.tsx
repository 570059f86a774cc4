import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { getShopDesign } from '@/api/plugins/shop'
import { parseLayout } from '@/api/layout'
import { LayoutView } from '@/components/layout-view/layout-view'
import { PageShell } from '@/components/page-shell/page-shell'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { usePageShare } from '@/lib/page-share'
import { whenLinked } from '@/lib/route-params'
import { RecordStatus, routeId } from '../../kit/record-status'
import { ShopHeader } from '../components/shop-header'
import './design.scss'
import '@/i18n/locales/diy'

const DESIGN_PATH = '/pages/plugins/shop/design/design'

/**
 * A shop's own drag-layout page (api-plugins-2 §3.2 design): the shop header when the page asks for it,
 * the layout rows, and the end line when it asks for one. A link without a usable id, or an id the server
 * does not know, says so with a way home.
 */
function ShopDesignPage() {
  const id = routeId(useRouter().params.id)
  const remote = useRemote(
    whenLinked(id, () => getShopDesign(id)),
    [id],
    (data) => data === null,
  )
  const design = remote.data
  const rows = useMemo(() => (design ? parseLayout(design.layout) : []), [design])

  usePageShare(() => ({ title: design?.page.seoTitle || design?.page.name, path: DESIGN_PATH, query: id ? `id=${id}` : '', img: design?.shop.logo }))

  return (
    <PageShell titleKey='diy.title_design' title={design?.page.name || undefined}>
      {remote.status === 'ready' && design ? (
        <View className='shop-design' data-testid='shop-design'>
          {design.page.showHeader ? <ShopHeader data={design} /> : null}
          <View className='shop-design__layout'>
            <LayoutView rows={rows} />
          </View>
          {design.page.showFooter ? (
            <View className='list-end' data-testid='shop-design-end'>
              {t('common.no_more')}
            </View>
          ) : null}
        </View>
      ) : (
        <RecordStatus remote={remote} notFound={t('diy.not_found')} />
      )}
    </PageShell>
  )
}

export default observer(ShopDesignPage)
