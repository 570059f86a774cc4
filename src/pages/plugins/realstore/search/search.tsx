import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { type Store } from '@/api/plugins/realstore'
import { getStoreCategories, searchStores } from '@/api/plugins/realstore-pages'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { SearchBar } from '@/components/search-bar/search-bar'
import { usePagedList } from '@/hooks/use-paged-list'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { goBack, openPage } from '@/lib/navigate'
import { StatusTabs } from '../../kit/status-tabs'
import { LocationBar, useLocationKey } from '../components/location-bar'
import { storeUrl } from '../components/routes'
import { StoreCard } from '../components/store-card'
import { rememberedStore, rememberStore } from '../components/store-choice'
import '../components/realstore.scss'
import '@/i18n/locales/plugin-realstore'

/**
 * Find a store (api-plugins-2 §3.7 search): by name or address and category, nearest first with the
 * distance from the shopper's place. Params keywords, category_id, goods_id (stores selling a goods),
 * is_choice_mode=1 (choosing a store for another page: back after the choice, or into the store with
 * choice_mode_back_type=realstore-detail). The store chosen or entered is remembered.
 */
function StoreSearchPage() {
  const params = useRouter().params
  const choosing = params.is_choice_mode === '1'
  const goodsId = params.goods_id ?? ''
  const [keywords, setKeywords] = useState(params.keywords ?? '')
  const [categoryId, setCategoryId] = useState(params.category_id ?? '')
  const [chosenId, setChosenId] = useState(() => rememberedStore()?.id ?? '')
  const locationKey = useLocationKey()
  const categories = useRemote(getStoreCategories, [])
  const fetchPage = useCallback((page: number) => searchStores(page, { keywords, categoryId, goodsId }), [keywords, categoryId, goodsId])
  const list = usePagedList(fetchPage, [keywords, categoryId, goodsId, locationKey])

  const choose = (store: Store) => {
    rememberStore(store)
    setChosenId(store.id)
    if (!choosing) void openPage(storeUrl(store.id))
    else if (params.choice_mode_back_type === 'realstore-detail') void openPage(storeUrl(store.id), { redirect: true })
    else goBack()
  }

  const tabs = [{ value: '', label: t('plugin-realstore.all') }, ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))]
  return (
    <PageShell titleKey={choosing ? 'plugin-realstore.title_choose' : 'plugin-realstore.title_search'}>
      <LocationBar />
      <View className='rs-search'>
        <SearchBar value={keywords} hint={t('plugin-realstore.search_hint')} onSearch={setKeywords} onInput={(v) => !v && setKeywords('')} />
      </View>
      {tabs.length > 1 ? <StatusTabs tabs={tabs} value={categoryId} onChange={setCategoryId} /> : null}
      {goodsId ? <Text className='rs-notice'>{t('plugin-realstore.selling_goods')}</Text> : null}
      <PagedList
        className='rs-page'
        list={list}
        emptyMessage={keywords ? t('plugin-realstore.search_empty', { keywords }) : t('plugin-realstore.stores_empty')}
        renderItem={(store) => (
          <StoreCard
            key={store.id}
            store={store}
            chosen={chosenId === store.id}
            onOpen={() => choose(store)}
            extra={
              choosing ? (
                <ActionButton size='small' onClick={() => choose(store)} testId='store-choose'>
                  {t('plugin-realstore.choose_store')}
                </ActionButton>
              ) : (
                <ActionButton size='small' kind='secondary' onClick={() => choose(store)} testId='store-enter'>
                  {t('plugin-realstore.enter_store')}
                </ActionButton>
              )
            }
          />
        )}
      />
    </PageShell>
  )
}

export default observer(StoreSearchPage)
