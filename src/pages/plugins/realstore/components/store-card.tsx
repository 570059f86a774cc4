import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { Store } from '@/api/plugins/realstore'
import { Icon } from '@/components/icon/icon'
import { t } from '@/i18n'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { callStore, navigateToStore } from './store-actions'
import './store-card.scss'
import '@/i18n/locales/plugin-realstore'
import '@/i18n/locales/plugin-realstore-common'

interface Props {
  store: Store
  onOpen: () => void
  /** A button of the host after call and navigate (e.g. "choose this store"). */
  extra?: ReactNode
  /** The shopper's chosen store (a tag on the card). */
  chosen?: boolean
  testId?: string
}

/** A store as every list shows it: logo, name, open or closed, hours, distance, address, call and navigate. */
export const StoreCard = observer(function StoreCard({ store, onOpen, extra, chosen, testId = 'store-card' }: Props) {
  return (
    <View className={`store-card ${store.status.greyed ? 'store-card--greyed' : ''}`} data-testid={testId} data-store={store.id}>
      <View className='store-card__main' onClick={onOpen}>
        {store.logo ? <Image className='store-card__logo' src={store.logo} mode='aspectFill' {...LAZY_IMAGE} /> : <View className='store-card__logo' />}
        <View className='store-card__info'>
          <View className='store-card__head'>
            <Text className='store-card__name'>{store.name}</Text>
            <Text className={`store-card__badge ${store.status.open ? 'store-card__badge--open' : ''}`} data-testid='store-status'>
              {store.status.msg}
            </Text>
          </View>
          <View className='store-card__meta'>
            <Text>{t('plugin-realstore-common.hours', { hours: store.status.hours })}</Text>
            {store.distance ? (
              <Text className='store-card__distance' data-testid='store-distance'>
                {t('plugin-realstore.distance', { d: store.distance })}
              </Text>
            ) : null}
          </View>
          <Text className='store-card__address'>{`${store.region} ${store.address}`.trim()}</Text>
          {chosen ? <Text className='store-card__chosen'>{t('plugin-realstore.chosen_tag')}</Text> : null}
        </View>
      </View>
      <View className='store-card__actions'>
        <View className='store-card__action' onClick={() => callStore(store)} data-testid='store-call'>
          <Icon name='phone' size={28} />
          <Text>{t('plugin-realstore-common.call')}</Text>
        </View>
        <View className='store-card__action' onClick={() => navigateToStore(store)} data-testid='store-navigate'>
          <Icon name='navigation' size={28} />
          <Text>{t('plugin-realstore-common.navigate')}</Text>
        </View>
        {extra}
      </View>
    </View>
  )
})
