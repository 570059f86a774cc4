import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { type Store } from '@/api/plugins/realstore'
import { toggleStoreFavor } from '@/api/plugins/realstore-pages'
import { Icon } from '@/components/icon/icon'
import { t } from '@/i18n'
import { ensureLogin } from '@/lib/session-gate'
import { callStore, navigateToStore } from './store-actions'
import './store-header.scss'
import '@/i18n/locales/plugin-realstore'
import '@/i18n/locales/plugin-realstore-common'

/** The store page's head: who and where, open or closed with the hours, save, call and navigate. */
export const StoreHeader = observer(function StoreHeader({ store, favored }: { store: Store; favored: boolean }) {
  const [saved, setSaved] = useState(favored)
  const [saving, setSaving] = useState(false)

  const toggle = async () => {
    if (saving || !ensureLogin()) return
    setSaving(true)
    const result = await toggleStoreFavor(store.id)
    setSaving(false)
    if (result.ok) setSaved(result.data.saved)
  }

  return (
    <View className='rs-header' data-testid='store-header'>
      <View className='rs-header__top'>
        {store.logo ? <Image className='rs-header__logo' src={store.logo} mode='aspectFill' /> : <View className='rs-header__logo' />}
        <View className='rs-header__info'>
          <Text className='rs-header__name' data-testid='store-name'>
            {store.name}
          </Text>
          <View className='rs-header__line'>
            <Text className={`rs-header__status ${store.status.open ? 'rs-header__status--open' : ''}`} data-testid='store-status'>
              {store.status.msg}
            </Text>
            <Text className='rs-header__hours'>{t('plugin-realstore-common.hours', { hours: store.status.hours })}</Text>
          </View>
          <Text className='rs-header__address'>
            {`${store.region} ${store.address}`.trim()}
            {store.distance ? ` · ${t('plugin-realstore.distance', { d: store.distance })}` : ''}
          </Text>
        </View>
      </View>
      {store.describe ? <Text className='rs-header__describe'>{store.describe}</Text> : null}
      <View className='rs-header__actions'>
        <View className={`rs-header__action ${saved ? 'rs-header__action--on' : ''}`} onClick={() => void toggle()} data-testid='store-favor'>
          <Icon name='heart' size={28} />
          <Text>{saved ? t('plugin-realstore.favor_on') : t('plugin-realstore.favor_off')}</Text>
        </View>
        <View className='rs-header__action' onClick={() => callStore(store)} data-testid='store-call'>
          <Icon name='phone' size={28} />
          <Text>{t('plugin-realstore-common.call')}</Text>
        </View>
        <View className='rs-header__action' onClick={() => navigateToStore(store)} data-testid='store-navigate'>
          <Icon name='navigation' size={28} />
          <Text>{t('plugin-realstore-common.navigate')}</Text>
        </View>
      </View>
    </View>
  )
})
