import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { readRealstoreDiy, type RealstoreDiyModule } from '@/api/plugins/realstore-diy'
import { CARD_LAYOUTS, DiyCardList } from '@/components/diy/parts/card-list'
import { defineDiyModule, type DiyModuleProps } from '@/components/diy/registry'
import { dp } from '@/components/diy/box-style'
import { Icon } from '@/components/icon/icon'
import { t } from '@/i18n'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openUrl } from '@/lib/navigate'
import { callStore, navigateToStore } from './store-actions'
import { rememberStore } from './store-choice'
import './realstore-diy.scss'
import '@/i18n/locales/diy-plugins'

type DiyStore = RealstoreDiyModule['stores'][number]

/** Call and directions, each only when the store has a phone / a place on the map. */
function StoreActions({ store }: { store: DiyStore }) {
  return (
    <View className='rs-diy__actions'>
      {store.tel ? (
        <View
          className='rs-diy__action'
          onClick={(e) => {
            e.stopPropagation()
            callStore(store)
          }}
          data-testid='rs-diy-call'
        >
          <Icon name='phone' size={32} label={t('diy-plugins.store_call')} />
        </View>
      ) : null}
      {store.lat || store.lng ? (
        <View
          className='rs-diy__action'
          onClick={(e) => {
            e.stopPropagation()
            navigateToStore(store)
          }}
          data-testid='rs-diy-navigate'
        >
          <Icon name='navigation' size={32} label={t('diy-plugins.store_navigate')} />
        </View>
      ) : null}
    </View>
  )
}

/** One store: picture, alias and name, open or closed with the hours, the place line, call and directions. */
const StoreBody = observer(function StoreBody({ store, module }: { store: DiyStore; module: RealstoreDiyModule }) {
  const { look, place } = module
  const stateColor = store.status.open ? module.openColor : module.closedColor
  return (
    <View className={`rs-diy__store ${store.status.greyed ? 'rs-diy__store--greyed' : ''}`}>
      {store.logo ? (
        <Image className='rs-diy__image' style={{ borderRadius: dp(look.imageRadius) }} src={store.logo} mode='aspectFill' {...LAZY_IMAGE} />
      ) : null}
      <View className='rs-diy__info'>
        <View className='rs-diy__head'>
          {store.alias ? <Text className='rs-diy__alias'>{store.alias}</Text> : null}
          <Text className='rs-diy__name' style={look.titleColor ? { color: look.titleColor } : undefined}>
            {store.name}
          </Text>
        </View>
        <View className='rs-diy__state'>
          <Icon name='clock' size={24} />
          <Text className={`rs-diy__status ${store.status.open ? 'rs-diy__status--open' : ''}`} style={stateColor ? { color: stateColor } : undefined}>
            {store.status.msg}
          </Text>
          {store.status.hours ? <Text className='rs-diy__hours'>{t('diy-plugins.store_hours', { hours: store.status.hours })}</Text> : null}
        </View>
        {place.show ? (
          <View className='rs-diy__place' data-testid='rs-diy-place'>
            <Icon name='map-pin' size={24} />
            {place.address ? <Text className='rs-diy__address'>{`${store.region} ${store.address}`.trim()}</Text> : <View className='rs-diy__spacer' />}
            {place.distance && store.distance ? <Text className='rs-diy__distance'>{t('diy-plugins.store_distance', { d: store.distance })}</Text> : null}
          </View>
        ) : null}
      </View>
      <StoreActions store={store} />
    </View>
  )
})

/**
 * The store module (api-plugins-2 2.4 "realstore"): stores in one column, two columns, big pictures or a
 * slide; a tap opens the store (and remembers it as the shopper's store), the icons call or give directions.
 */
function RealstoreDiyView({ data }: DiyModuleProps<RealstoreDiyModule>) {
  const layout = CARD_LAYOUTS[data.theme] ?? 'list'
  return (
    <View className={`rs-diy rs-diy--${layout}`}>
      <DiyCardList
        layout={layout}
        look={data.look}
        items={data.stores}
        itemKey={(store) => store.id}
        onOpen={(store) => {
          rememberStore(store)
          openUrl(store.url)
        }}
        render={(store) => <StoreBody store={store} module={data} />}
        testId='rs-diy'
        itemTestId='rs-diy-store'
      />
    </View>
  )
}

/** The realstore plugin's page-builder module (registered by ../embeds/diy.tsx). */
const realstoreDiy = {
  realstore: defineDiyModule({ read: readRealstoreDiy, View: RealstoreDiyView, isEmpty: (d) => !d.stores.length }),
}

export default realstoreDiy
