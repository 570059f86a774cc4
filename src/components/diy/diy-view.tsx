import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react'
import { cachedDiyPage, getDiyPage, type DiyPage, type DiyTabs } from '@/api/diy'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { boxStyle, dp } from './box-style'
import { DiyBody } from './diy-body'
import { DiyHeaderView, headerHeight, statusBarHeight } from './parts/header'
import { DiyTabBar } from './parts/tab-bar'
import './diy.scss'
import '@/i18n/locales/diy'

// Parts not every page has load when one needs them (web build): a category tab's goods grid (with the
// search code), the page's own bottom navigation, the slides of a tabs-carousel.
const DiyCategoryGoods =
  process.env.TARO_ENV === 'h5' ? lazy(() => import('./parts/category-goods')) : lazy(() => import(/* webpackMode: "eager" */ './parts/category-goods'))
const DiyFooterView = process.env.TARO_ENV === 'h5' ? lazy(() => import('./parts/footer')) : lazy(() => import(/* webpackMode: "eager" */ './parts/footer'))
const DiySlides =
  process.env.TARO_ENV === 'h5'
    ? lazy(() => import('./parts/slides').then((m) => ({ default: m.DiySlides })))
    : lazy(() => import(/* webpackMode: "eager" */ './parts/slides').then((m) => ({ default: m.DiySlides })))

/** A micro-page tab: that page's body (diy/index by id), drawn from this device's copy first. */
const MicroPageBody = observer(function MicroPageBody({ id }: { id: string }) {
  const cached = useMemo(() => cachedDiyPage(id), [id])
  const remote = useRemote(
    () => getDiyPage(id),
    [id],
    (page) => !page.id,
  )
  const page = remote.data?.id ? remote.data : cached
  if (page) return <DiyBody modules={page.modules} />
  return (
    <StatusView
      status={remote.status === 'ready' ? 'empty' : remote.status}
      message={remote.status === 'empty' ? t('diy.not_found') : remote.error}
      onRetry={() => void remote.reload()}
    />
  )
})

function PageTabs({ tabs, active, onChange }: { tabs: DiyTabs; active: number; onChange: (index: number) => void }) {
  return (
    <View className={`diy-page-tabs ${tabs.pinned ? 'diy-page-tabs--pinned' : ''}`} style={boxStyle(tabs.box)} data-testid='diy-page-tabs'>
      <DiyTabBar tabs={tabs.tabs} active={active} onChange={onChange} color={tabs.color} activeColor={tabs.activeColor} testId='diy-page-tab-bar' />
      {tabs.slides.length && active === 0 ? (
        <Suspense fallback={null}>
          <DiySlides slides={tabs.slides} height={tabs.slideHeight} interval={4000} testId='diy-tabs-carousel' />
        </Suspense>
      ) : null}
    </View>
  )
}

interface Props {
  page: DiyPage
  /** Drawn as a tab page (home): no back button, no page bottom navigation. */
  tabPage: boolean
  /** The shopper chose another location in the header: load again. */
  onReload: () => void
  /** Under the body (the home's end line). */
  bottom?: ReactNode
}

/**
 * A whole page-builder page (api-plugins-2 2.3): header, pinned tabs (home, micro pages, categories), the
 * body, float windows and the page's own bottom navigation. pages/diy draws it; the home draws it in
 * data_mode 3.
 */
export function DiyView({ page, tabPage, onReload, bottom }: Props) {
  const [active, setActive] = useState(0)
  const { header, tabs } = page
  const tab = tabs?.tabs[active]
  // An immersive or fixed header lies over the content: keep the first module clear of it when asked.
  const clear = (header.immersive && header.safeDistance) || (header.upSlide && !header.immersive)
  const topGap = clear ? `calc(${dp(headerHeight(header))} + ${statusBarHeight()}px)` : undefined
  let body: ReactNode
  if (!tab || tab.kind === 'home') body = <DiyBody modules={page.modules} topGap={tabs ? undefined : topGap} />
  else if (tab.kind === 'micro') body = <MicroPageBody key={tab.targetId} id={tab.targetId} />
  else
    body = (
      <Suspense fallback={<StatusView status='loading' />}>
        <DiyCategoryGoods key={tab.targetId} categoryId={tab.targetId} />
      </Suspense>
    )
  // The header's common_style is the page's: its background behind everything, its padding around the content column.
  const { padding, ...pageStyle } = boxStyle(header.pageBox)
  return (
    <View className='diy-view' style={pageStyle} data-testid='diy-view'>
      <DiyHeaderView header={header} tabPage={tabPage} onLocationChanged={onReload} />
      <View className='diy-view__column' style={padding ? { padding } : undefined}>
        {tabs ? (
          <View style={topGap ? { paddingTop: topGap } : undefined}>
            <PageTabs tabs={tabs} active={active} onChange={setActive} />
          </View>
        ) : null}
        {body}
        {bottom}
      </View>
      {header.bottomNav && !tabPage && page.footer ? (
        <Suspense fallback={null}>
          <DiyFooterView footer={page.footer} />
        </Suspense>
      ) : null}
    </View>
  )
}

export default DiyView
