import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { quickNavFor, type QuickNavItem } from '@/api/quick-nav'
import { t } from '@/i18n'
import { openEvent } from '@/lib/navigate'
import { pressable, imageAlt } from '@/lib/a11y'
import { useStores } from '@/stores/root-store'
import './quick-nav.scss'
import '@/i18n/locales/quick-nav'

interface Props {
  /** Lift the button above a fixed bottom bar (the cart's checkout bar). */
  aboveBar?: boolean
}

/** The entries this client should show; none unless the quick navigation is switched on. */
export function useQuickNavItems(): QuickNavItem[] {
  const { app } = useStores()
  if (!app.settings.quickNavEnabled) return []
  return quickNavFor(app.config?.quickNav ?? [])
}

/**
 * Floating quick navigation (api-core 2.8): a round button that opens a panel of the
 * `config.quick_nav` entries; tapping one follows its event (page, web page, tab...).
 */
export const QuickNav = observer(function QuickNav({ aboveBar }: Props) {
  const { app } = useStores()
  const items = useQuickNavItems()
  const [open, setOpen] = useState(false)
  if (!items.length) return null
  const title = app.settings.quickNavTitle || t('quick-nav.title')

  return (
    <>
      <View
        className={`quick-nav__button ${aboveBar ? 'quick-nav__button--above-bar' : ''}`}
        onClick={() => setOpen(true)}
        {...pressable(() => setOpen(true))}
        data-testid='quick-nav-button'
        aria-label={t('quick-nav.open')}
      >
        <View className='quick-nav__dots'>
          <View className='quick-nav__dot' />
          <View className='quick-nav__dot' />
          <View className='quick-nav__dot' />
          <View className='quick-nav__dot' />
        </View>
      </View>
      {open ? <QuickNavPanel items={items} title={title} onClose={() => setOpen(false)} /> : null}
    </>
  )
})

/** The panel of quick-navigation entries (also opened by a page builder's float window). */
export const QuickNavPanel = observer(function QuickNavPanel({ items, title, onClose }: { items: QuickNavItem[]; title: string; onClose: () => void }) {
  const follow = (item: QuickNavItem) => {
    onClose()
    openEvent(item.eventType, item.eventValue)
  }
  return (
    <View className='quick-nav__popup' data-testid='quick-nav-panel'>
      <View className='quick-nav__mask' onClick={onClose} />
      <View className='quick-nav__panel'>
        <View className='quick-nav__head'>
          <Text className='quick-nav__title'>{title}</Text>
          <Text className='quick-nav__close' onClick={onClose} {...pressable(onClose)} data-testid='quick-nav-close'>
            {t('quick-nav.close')}
          </Text>
        </View>
        <View className='quick-nav__grid'>
          {items.map((item) => (
            <View
              key={item.id || item.name}
              className='quick-nav__item'
              onClick={() => follow(item)}
              {...pressable(() => follow(item))}
              data-testid='quick-nav-item'
            >
              <View className='quick-nav__icon' style={item.bgColor ? { background: item.bgColor } : undefined}>
                {item.image ? (
                  <Image className='quick-nav__image' src={item.image} mode='aspectFit' {...imageAlt('')} />
                ) : (
                  <Text className='quick-nav__letter'>{item.name.slice(0, 1)}</Text>
                )}
              </View>
              <Text className='quick-nav__name'>{item.name}</Text>
            </View>
          ))}
        </View>
      </View>
    </View>
  )
})
