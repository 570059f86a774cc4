import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { getShopDirectory, getShops, SHOP_PAGES } from '@/api/plugins/shop'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { StatusView } from '@/components/status-view/status-view'
import { usePagedList } from '@/hooks/use-paged-list'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { StatusTabs } from '../../kit/status-tabs'
import { ShopCard } from '../components/shop-card'
import '../../kit/kit.scss'
import './index.scss'
import '@/i18n/locales/plugin-shop'
import { Icon } from '@/components/icon/icon'

const ALL = '0'

/**
 * The shop directory (api-plugins-2 §3.2): category tabs ("all" first; `category_id` opens a tab) over
 * the paged shops of that category with their count; a shop opens its home; a link to my favourite shops.
 */
function ShopIndexPage() {
  const params = useRouter().params
  const directory = useRemote(getShopDirectory, [])
  const [category, setCategory] = useState(params.category_id || ALL)
  const fetchPage = useCallback((page: number) => getShops(category, page), [category])
  const shops = usePagedList(fetchPage, [category], { enabled: directory.status !== 'error' })

  const tabs = [{ value: ALL, label: t('plugin-shop.tab_all') }, ...(directory.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))]
  return (
    <PageShell titleKey='plugin-shop.title_index' title={directory.data?.title || undefined}>
      {directory.status === 'error' ? (
        <StatusView status='error' message={directory.error} onRetry={() => void directory.reload()} />
      ) : (
        <>
          {tabs.length > 1 ? <StatusTabs tabs={tabs} value={category} onChange={setCategory} /> : null}
          <View className='pk-page shop-index'>
            <View className='shop-index__bar'>
              {shops.status === 'ready' ? <Text className='shop-index__total'>{t('plugin-shop.shop_total', { n: shops.total })}</Text> : null}
              <Text
                className='shop-index__favor'
                onClick={() => void openPage(SHOP_PAGES.favor)}
                {...pressable(() => void openPage(SHOP_PAGES.favor))}
                data-testid='shop-index-favor'
              >
                {t('plugin-shop.title_favor')}
                <Icon name='chevron-right' size={24} />
              </Text>
            </View>
            <PagedList list={shops} emptyMessage={t('plugin-shop.list_empty')} renderItem={(shop) => <ShopCard key={shop.id} shop={shop} />} />
          </View>
        </>
      )}
    </PageShell>
  )
}

export default observer(ShopIndexPage)
