import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getStoresHome } from '@/api/plugins/realstore-pages'
import { Carousel } from '@/components/carousel/carousel'
import { PageShell } from '@/components/page-shell/page-shell'
import { SearchBar } from '@/components/search-bar/search-bar'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openPage, openUrl } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { LocationBar, useLocationKey } from '../components/location-bar'
import { REALSTORE_PAGES, storeUrl } from '../components/routes'
import { StoreCard } from '../components/store-card'
import { rememberedStore, rememberStore } from '../components/store-choice'
import '../components/realstore.scss'
import '@/i18n/locales/plugin-realstore'
import '@/i18n/locales/plugin-realstore-common'

/**
 * Stores home (api-plugins-2 §3.7 index, normal mode): the shopper's place, a store-name search, banners,
 * the icon navigation, the store they chose last time and the stores nearest to them.
 */
function StoresHomePage() {
  const { session } = useStores()
  const locationKey = useLocationKey()
  const home = useRemote(getStoresHome, [locationKey, session.token], (data) => data.stores.length === 0)
  const [chosen, setChosen] = useState(rememberedStore)
  // Back from a store or the search page: the chosen store may have changed.
  useShowAgain(() => setChosen(rememberedStore()))
  const data = home.data

  return (
    <PageShell titleKey='plugin-realstore.title_index'>
      <LocationBar hint={data?.locationMsg} />
      <View className='rs-page'>
        <SearchBar readOnly openUrl={REALSTORE_PAGES.search} hint={t('plugin-realstore.search_hint')} variant='plain' />
        {data?.slides.length ? (
          <Carousel
            className='rs-home__banner'
            items={data.slides}
            itemKey={(slide, index) => `${slide.image}-${index}`}
            dots
            render={(slide) => <Image className='rs-home__banner-image' src={slide.image} mode='aspectFill' onClick={() => openUrl(slide.url)} />}
          />
        ) : null}
        {data?.icons.length ? (
          <View className='rs-home__icons'>
            {data.icons.map((icon) => (
              <View key={icon.url} className='rs-home__icon' onClick={() => openUrl(icon.url)} data-testid='realstore-icon'>
                <Image className='rs-home__icon-image' src={icon.icon} mode='aspectFit' {...LAZY_IMAGE} />
                <Text className='rs-home__icon-name'>{icon.name}</Text>
              </View>
            ))}
          </View>
        ) : null}
        {chosen ? (
          <View className='rs-card rs-home__chosen' onClick={() => void openPage(storeUrl(chosen.id))} data-testid='realstore-chosen'>
            <View className='rs-home__chosen-info'>
              <Text className='rs-card__label'>{t('plugin-realstore.your_store')}</Text>
              <Text className='rs-home__chosen-name'>{chosen.name}</Text>
              <Text className='rs-card__muted'>{chosen.address}</Text>
            </View>
            <Text className='rs-link'>{t('plugin-realstore.enter_store')}</Text>
          </View>
        ) : null}
        <View className='rs-section'>
          <Text className='rs-section__title'>{t('plugin-realstore-common.nearby_title')}</Text>
          <Text className='rs-link' onClick={() => void openPage(REALSTORE_PAGES.search)} data-testid='realstore-more'>
            {t('plugin-realstore-common.more')}
          </Text>
        </View>
        <StatusView
          status={home.status}
          message={home.status === 'empty' ? t('plugin-realstore.stores_empty') : home.error}
          onRetry={() => void home.reload()}
        />
        {home.status === 'ready' && data
          ? data.stores.map((store) => (
              <StoreCard
                key={store.id}
                store={store}
                chosen={chosen?.id === store.id}
                onOpen={() => {
                  rememberStore(store)
                  void openPage(storeUrl(store.id))
                }}
              />
            ))
          : null}
      </View>
    </PageShell>
  )
}

export default observer(StoresHomePage)
