import { Image, View, type CommonEvent, type ITouchEvent } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRef, useState } from 'react'
import type { FloatWindowModule } from '@/api/diy-modules/extras'
import { QuickNavPanel, useQuickNavItems } from '@/components/quick-nav/quick-nav'
import { t } from '@/i18n'
import { imageAlt } from '@/lib/a11y'
import type { UiLanguage } from '@/lib/lang'
import { openUrl, toast } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import type { DiyModuleProps } from '../registry'
import '@/i18n/locales/quick-nav'

const LANGUAGES: UiLanguage[] = ['zh', 'en']
const touchY = (e: CommonEvent) => (e as unknown as ITouchEvent).touches[0]?.clientY ?? 0

/**
 * A round button over the page (left or right, at a share of the height from the bottom) that can be
 * dragged up and down; it opens its link, the quick navigation, the language choice or customer service.
 */
export const FloatWindowView = observer(function FloatWindowView({ data }: DiyModuleProps<FloatWindowModule>) {
  const { app } = useStores()
  const quickNav = useQuickNavItems()
  const [panel, setPanel] = useState(false)
  const [bottom, setBottom] = useState(data.bottom * 100)
  const drag = useRef<{ y: number; bottom: number } | null>(null)

  const act = () => {
    if (data.action === 'quick_nav') {
      if (quickNav.length) setPanel(true)
      else toast(t('diy.nothing_here'))
    } else if (data.action === 'lang') {
      void Taro.showActionSheet({ itemList: LANGUAGES.map((lang) => t(`settings.lang_${lang}`)) })
        .then((res) => app.setLanguage(LANGUAGES[res.tapIndex]))
        .catch(() => undefined)
    } else if (data.action === 'customer_service') {
      if (app.settings.serviceTel) void Taro.makePhoneCall({ phoneNumber: app.settings.serviceTel }).catch(() => undefined)
      else toast(t('errors.service_tel_wrong'))
    } else openUrl(data.link)
  }

  return (
    <>
      <View
        className={`diy-float diy-float--${data.right ? 'right' : 'left'} diy-float--${data.look || 'plain'}`}
        style={{ bottom: `${bottom}%`, ...(data.look === 'shadow' ? { boxShadow: `0 0 12px ${data.color}` } : {}) }}
        onClick={act}
        onTouchStart={(e) => (drag.current = { y: touchY(e), bottom })}
        onTouchMove={(e) => {
          const start = drag.current
          if (!start) return
          const height = (process.env.TARO_ENV === 'h5' ? window.innerHeight : Taro.getSystemInfoSync().windowHeight) || 800
          setBottom(Math.min(90, Math.max(2, start.bottom + ((start.y - touchY(e)) / height) * 100)))
        }}
        onTouchEnd={() => (drag.current = null)}
        data-testid='diy-float-window'
      >
        {data.look === 'diffuse' ? <View className='diy-float__ring' style={{ background: data.color }} /> : null}
        <Image className='diy-float__image' src={data.image} mode='aspectFill' {...imageAlt('')} />
      </View>
      {panel ? <QuickNavPanel items={quickNav} title={app.settings.quickNavTitle || t('quick-nav.title')} onClose={() => setPanel(false)} /> : null}
    </>
  )
})
