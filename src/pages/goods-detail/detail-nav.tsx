import { Image, Text, View } from '@tarojs/components'
import Taro, { usePageScroll } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { GoodsDetailPage } from '@/api/goods'
import { t } from '@/i18n'
import { pressable, imageAlt } from '@/lib/a11y'
import { openUrl } from '@/lib/navigate'
import '@/i18n/locales/goods'
import '@/i18n/locales/catalog'
import { Icon } from '@/components/icon/icon'

/** The middle_tabs_nav types the page has a section for (api-core 3.11). */
const ANCHOR_TYPES = ['main', 'comments', 'detail']

/**
 * Element ids of the sections, unique per page instance: a goods opened from "you may also like" stacks
 * a second detail page whose sections must not answer for the first one's.
 */
export function useAnchorIds(): (type: string) => string {
  const [uid] = useState(() => Math.random().toString(36).slice(2, 8))
  return (type: string) => `gd-${type}-${uid}`
}
/** How long the "more" menu stays open untouched. */
const MORE_MENU_MS = 5000

type Rect = { top: number; height: number }

/**
 * Viewport rects by element id. The web build reads the DOM (Taro's H5 selector query would bring its
 * canvas code into this page); mini-programs ask Taro's selector query.
 */
function rects(ids: string[]): Promise<Array<Rect | null>> {
  return process.env.TARO_ENV === 'h5'
    ? Promise.resolve(ids.map((id) => document.getElementById(id)?.getBoundingClientRect() ?? null))
    : new Promise((resolve) => {
        const query = Taro.createSelectorQuery()
        for (const id of ids) query.select(`#${id}`).boundingClientRect()
        query.exec((res: unknown[]) => resolve(ids.map((_, i) => ((res ?? [])[i] as Rect | null) ?? null)))
      })
}

/** Where the nav bar ends (its bottom edge) and the tops of the sections, in viewport pixels. */
async function measure(navId: string, ids: string[]): Promise<{ navBottom: number; tops: Array<number | null> }> {
  const [nav, ...anchors] = await rects([navId, ...ids])
  return { navBottom: nav ? nav.top + nav.height : 0, tops: anchors.map((rect) => (rect ? rect.top : null)) }
}

/**
 * Scroll the page to `top`: the web build scrolls the page's own container (Taro's H5 pageScrollTo finds
 * the first page, and brings its animation code along); a ternary, so each build keeps only its branch.
 */
function scrollPageTo(navId: string, top: number): Promise<unknown> {
  return process.env.TARO_ENV === 'h5'
    ? Promise.resolve(document.getElementById(navId)?.closest('.taro_page')?.scrollTo({ top, behavior: 'smooth' }))
    : Taro.pageScrollTo({ scrollTop: top, duration: 300 }).catch(() => undefined)
}

/**
 * The floating top nav of goods detail, under the title bar (which has "back"): "more" (nav_more_list)
 * over the photos; once the page scrolls, a bar with the middle_tabs_nav anchors whose active tab
 * follows the scrolling.
 */
export const DetailTopNav = observer(function DetailTopNav({ page, anchorId }: { page: GoodsDetailPage; anchorId: (type: string) => string }) {
  const tabs = (page.middleTabs ?? []).filter((tab) => ANCHOR_TYPES.includes(tab.type))
  const ids = tabs.map((tab) => anchorId(tab.type))
  const navId = anchorId('nav')
  const more = page.navMore ?? []
  const [solid, setSolid] = useState(false)
  const [active, setActive] = useState(0)
  const [menu, setMenu] = useState(false)
  const measuring = useRef(false)
  const scrolled = useRef(0)
  // A tap on a tab scrolls the page: the scroll events on the way must not move the highlight.
  const jumping = useRef(false)

  useEffect(() => {
    if (!menu) return undefined
    const timer = setTimeout(() => setMenu(false), MORE_MENU_MS)
    return () => clearTimeout(timer)
  }, [menu])

  usePageScroll(({ scrollTop }) => {
    scrolled.current = scrollTop
    setSolid(scrollTop > 40)
    if (menu) setMenu(false)
    if (measuring.current || jumping.current || !tabs.length) return
    measuring.current = true
    void measure(navId, ids).then(({ navBottom, tops }) => {
      measuring.current = false
      let index = 0
      tops.forEach((top, i) => {
        if (top !== null && top <= navBottom + 1) index = i
      })
      setActive(index)
    })
  })

  const jump = async (index: number) => {
    setActive(index)
    jumping.current = true
    const { navBottom, tops } = await measure(navId, ids)
    const top = tops[index]
    if (top !== null && top !== undefined) await scrollPageTo(navId, Math.max(0, scrolled.current + top - navBottom))
    // Smooth scrolling goes on a little after the call: the highlight follows the page again afterwards.
    setTimeout(() => (jumping.current = false), 400)
  }

  return (
    <View id={navId} className={`gd-topnav ${solid ? 'gd-topnav--solid' : ''}`} data-testid='goods-topnav'>
      <View className='gd-topnav__icons'>
        {more.length ? (
          <View
            className='gd-topnav__icon gd-topnav__icon--more'
            onClick={() => setMenu(!menu)}
            {...pressable(() => setMenu(!menu), t('catalog.more'))}
            data-testid='topnav-more'
          />
        ) : null}
      </View>
      {solid && tabs.length ? (
        <View className='gd-topnav__tabs'>
          {tabs.map((tab, index) => (
            <Text
              key={tab.type}
              className={`gd-topnav__tab ${index === active ? 'gd-topnav__tab--on' : ''}`}
              onClick={() => void jump(index)}
              {...pressable(() => void jump(index))}
              data-testid={`topnav-tab-${tab.type}`}
            >
              {tab.name}
            </Text>
          ))}
        </View>
      ) : null}
      {menu ? (
        <View className='gd-topnav__menu' data-testid='topnav-menu'>
          {more.map((item) => (
            <Text
              key={item.url}
              className='gd-topnav__menu-item'
              onClick={() => {
                setMenu(false)
                openUrl(item.url)
              }}
              {...pressable(() => {
                setMenu(false)
                openUrl(item.url)
              })}
            >
              {item.name}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  )
})

/** A bottom sheet of the detail page (parameters, services). */
export function DetailSheet({ title, onClose, children, testId }: { title: string; onClose: () => void; children: ReactNode; testId: string }) {
  return (
    <View className='gd-sheet' data-testid={testId}>
      <View className='gd-sheet__mask' onClick={onClose} />
      <View className='gd-sheet__panel'>
        <View className='gd-sheet__head'>
          <Text className='gd-sheet__title'>{title}</Text>
          <View className='gd-sheet__close' onClick={onClose} {...pressable(onClose)} aria-label={t('goods.close')}>
            <Icon name='x' size={40} />
          </View>
        </View>
        <View className='gd-sheet__body'>{children}</View>
      </View>
    </View>
  )
}

type Params = Array<{ name: string; value: string }>
type Services = NonNullable<GoodsDetailPage['services']>

/**
 * Parameters (a one-line summary of the base ones and the first detail ones, each opening its full
 * list) and the service promises with their popup (api-core 3.11).
 */
export const ParamsAndServices = observer(function ParamsAndServices({ base, detail, services }: { base: Params; detail: Params; services: Services }) {
  const [sheet, setSheet] = useState<'base' | 'detail' | 'services' | ''>('')
  const close = () => setSheet('')
  const rows = (list: Params) =>
    list.map((p) => (
      <View key={p.name + p.value} className='gd-param'>
        <Text className='gd-param__name'>{p.name}</Text>
        <Text className='gd-param__value'>{p.value}</Text>
      </View>
    ))
  return (
    <>
      {base.length ? (
        <View className='gd-card gd-row' onClick={() => setSheet('base')} {...pressable(() => setSheet('base'))} data-testid='params-summary'>
          <Text className='gd-row__label'>{t('catalog.parameters_short')}</Text>
          <Text className='gd-row__value'>{base.map((p) => p.value).join(t('catalog.list_joiner'))}</Text>
          <Text className='gd-row__arrow'>›</Text>
        </View>
      ) : null}
      {services.length ? (
        <View className='gd-card gd-row' onClick={() => setSheet('services')} {...pressable(() => setSheet('services'))} data-testid='services-row'>
          <View className='gd-row__value gd-services'>
            {services.map((s) => (
              <View key={s.name} className='gd-services__item'>
                {s.image ? <Image className='gd-services__icon' src={s.image} mode='aspectFit' {...imageAlt('')} /> : null}
                <Text>{s.name}</Text>
              </View>
            ))}
          </View>
          <Text className='gd-row__arrow'>›</Text>
        </View>
      ) : null}
      {detail.length ? (
        <View className='gd-card' data-testid='params-detail'>
          <Text className='gd-section-title'>{t('goods.parameters')}</Text>
          {rows(detail.slice(0, 4))}
          <Text className='gd-params-all' onClick={() => setSheet('detail')} {...pressable(() => setSheet('detail'))} data-testid='params-all'>
            {t('catalog.parameters_all')}
          </Text>
        </View>
      ) : null}
      {sheet === 'base' || sheet === 'detail' ? (
        <DetailSheet title={t('goods.parameters')} onClose={close} testId='params-sheet'>
          {rows(sheet === 'base' ? base : detail)}
        </DetailSheet>
      ) : null}
      {sheet === 'services' ? (
        <DetailSheet title={t('catalog.services')} onClose={close} testId='services-sheet'>
          {services.map((s) => (
            <View key={s.name} className='gd-service'>
              {s.image ? <Image className='gd-service__icon' src={s.image} mode='aspectFit' {...imageAlt('')} /> : null}
              <View className='gd-service__text'>
                <Text className='gd-service__name'>{s.name}</Text>
                <Text className='gd-service__desc'>{s.describe}</Text>
              </View>
            </View>
          ))}
        </DetailSheet>
      ) : null}
    </>
  )
})
