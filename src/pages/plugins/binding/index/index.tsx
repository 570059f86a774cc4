import { Text, View } from '@tarojs/components'
import Taro, { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback } from 'react'
import { getBundleListInfo, getBundles } from '@/api/plugins/binding'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { goBack, openUrl } from '@/lib/navigate'
import { BundleCard } from '../components/bundle-card'
import { BINDING_PAGES } from '../components/routes'
import '../components/binding.scss'
import '@/i18n/locales/plugin-binding'

/** Whether the page under this one is the shop's own page (then "back to shop" just goes back). */
function cameFrom(url: string): boolean {
  const pages = Taro.getCurrentPages()
  const previous = pages.length > 1 ? pages[pages.length - 2] : null
  const route = previous ? `/${String(previous.route ?? '').replace(/^\//, '')}` : ''
  return Boolean(route) && url.split('?')[0] === route
}

/**
 * Bundles (api-plugins-2 §3.8 index?shop_id=): a shop's bundles (the platform's without shop_id), each with
 * its bundle price, the usual price, the saving and its goods (folded away until asked for). A shop's list
 * leads back to the shop.
 */
function BundleListPage() {
  const shopId = useRouter().params.shop_id ?? ''
  const info = useRemote(() => getBundleListInfo(shopId), [shopId])
  const fetchPage = useCallback((page: number) => getBundles(page, shopId), [shopId])
  const list = usePagedList(fetchPage, [shopId])
  const shop = info.data?.shop ?? null
  const title = info.data?.title || undefined

  useShareAppMessage(() => ({
    title: title || t('plugin-binding.title_index'),
    path: shopId ? `${BINDING_PAGES.index}?shop_id=${shopId}` : BINDING_PAGES.index,
  }))

  return (
    <PageShell titleKey='plugin-binding.title_index' title={title}>
      {shop ? (
        <View className='binding-shop' onClick={() => (cameFrom(shop.url) ? goBack() : openUrl(shop.url))} data-testid='binding-shop'>
          <Text className='binding-shop__name'>{shop.name}</Text>
          <Text className='binding-shop__back'>{t('plugin-binding.back_to_shop')}</Text>
        </View>
      ) : null}
      <PagedList
        className='binding-page'
        list={list}
        emptyMessage={t('plugin-binding.empty')}
        renderItem={(bundle) => <BundleCard key={bundle.id} bundle={bundle} foldable />}
      />
    </PageShell>
  )
}

export default observer(BundleListPage)
