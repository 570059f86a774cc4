import { observer } from 'mobx-react-lite'
import { lazy, Suspense, useEffect, useState } from 'react'
import { cachedHome, cachedHomeMode, getHome, takeEarlyHome, type HomeData } from '@/api/home'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { HOME_PATH, usePageShare } from '@/lib/page-share'
import { useStores } from '@/stores/root-store'
import './index.scss'

// Each way of composing the home is its own chunk on the web, fetched for the mode the answer names: a DIY
// home never loads the classic floors, nor a classic home the page builder. Mini-programs bundle them.
const loadClassic = process.env.TARO_ENV === 'h5' ? () => import('./classic-home') : () => import(/* webpackMode: "eager" */ './classic-home')
const loadDiy = process.env.TARO_ENV === 'h5' ? () => import('./diy-home') : () => import(/* webpackMode: "eager" */ './diy-home')
const loadLayout = process.env.TARO_ENV === 'h5' ? () => import('./layout-home') : () => import(/* webpackMode: "eager" */ './layout-home')
const ClassicHome = lazy(() => loadClassic().then((m) => ({ default: m.ClassicHome })))
const DiyHome = lazy(loadDiy)
const LayoutHome = lazy(loadLayout)

// The mode of the last visit is known at once: start that chunk while the page mounts and the answer comes.
if (process.env.TARO_ENV === 'h5') {
  const lastMode = cachedHomeMode()
  if (lastMode === 'diy') void loadDiy().catch(() => undefined)
  else if (lastMode) void loadClassic().catch(() => undefined)
}

const isEmptyHome = (data: HomeData) => data.mode === 'floors' && !data.floors.length && !data.banners.length && !data.navigation.length

/**
 * Home (tab, api-core 3.1 / api-plugins-2 1): this device's copy of the last answer draws at once, the
 * fresh one replaces it. The server picks the home: a DIY page (data_mode 3), the drag layout (2), or the
 * classic banners, icons, blocks and goods floors (0/1).
 */
function IndexPage() {
  const { cart, app } = useStores()
  const [cached] = useState(cachedHome)
  const home = useRemote(() => takeEarlyHome() ?? getHome(), [], isEmptyHome)
  // A failed refresh keeps the copy on screen; only "no copy" shows the loading or error state.
  const data = home.data ?? cached
  const reload = () => void home.reload()

  useEffect(() => {
    if (home.data) cart.setCount(home.data.cartCount)
  }, [home.data, cart])

  const siteName = app.settings.siteName || t('common.app_name')
  usePageShare(() => ({ path: HOME_PATH }))

  let body = null
  if (!data) body = <StatusView status={home.status === 'ready' ? 'loading' : home.status} message={home.error} onRetry={reload} />
  else if (home.status === 'empty' && !home.data?.banners.length) body = <StatusView status='empty' message={home.error} />
  else if (data.mode === 'diy')
    body = (
      <Suspense fallback={<StatusView status='loading' />}>
        <DiyHome page={data.pageData} onReload={reload} />
      </Suspense>
    )
  else
    body = (
      <Suspense fallback={<StatusView status='loading' />}>
        <ClassicHome
          data={data}
          onReload={reload}
          layout={
            data.mode === 'layout' ? (
              <Suspense fallback={<StatusView status='loading' />}>
                <LayoutHome rows={data.pageData} />
              </Suspense>
            ) : undefined
          }
        />
      </Suspense>
    )
  return (
    <PageShell tab title={siteName} grey={data?.mourning}>
      {body}
    </PageShell>
  )
}

export default observer(IndexPage)
