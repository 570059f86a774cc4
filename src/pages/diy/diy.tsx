import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { cachedDiyPage, getDiyPage, type DiyPage } from '@/api/diy'
import type { ApiResult } from '@/api/types'
import { DiyView } from '@/components/diy/diy-view'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { HOME_PAGE, openPage } from '@/lib/navigate'
import { usePageShare } from '@/lib/page-share'
// Bundling hint (web): the goods parsers ride in this page's chunk, as they do in the home's, so the module
// chunks both pages load share that copy instead of each carrying their own.
import '@/api/goods'
import '@/i18n/locales/diy'

const DIY_PATH = '/pages/diy/diy'

/** A link without an id never reaches the server: the page says so at once. */
const noId = (): Promise<ApiResult<DiyPage>> => Promise.resolve({ ok: false, code: -1, msg: t('diy.missing_id'), kind: 'server', data: '' })

/**
 * A page-builder page (api-plugins-2 2.1): this device's copy of the page draws at once, then the fresh
 * answer replaces it. A missing, unknown or switched-off page says so, with a way home.
 */
function DiyPageScreen() {
  const id = (useRouter().params.id ?? '').trim()
  const cached = useMemo(() => cachedDiyPage(id), [id])
  // ShopXO answers an unknown id with code 0 and `data: null`: that is "no such page", not an empty one.
  const remote = useRemote(
    () => (id ? getDiyPage(id) : noId()),
    [id],
    (p: DiyPage) => !p.id,
  )
  const page = remote.data?.id ? remote.data : remote.status === 'empty' ? null : cached

  usePageShare(() => ({
    title: page?.title,
    desc: page?.describe,
    path: DIY_PATH,
    query: id ? `id=${id}` : '',
    img: page?.logo,
  }))

  if (page) {
    return (
      <PageShell titleKey='diy.title' title={page.title || undefined} customNav>
        <DiyView page={page} tabPage={false} onReload={() => void remote.reload()} bottom={<View className='list-end'>{t('common.no_more')}</View>} />
      </PageShell>
    )
  }
  // No page to draw (loading, missing, unknown, switched off): the shared title bar, with back or home.
  return (
    <PageShell titleKey='diy.title'>
      <StatusView
        status={remote.status === 'ready' ? 'empty' : remote.status}
        message={remote.status === 'empty' ? t('diy.not_found') : remote.error}
        onRetry={id ? () => void remote.reload() : undefined}
        action={{ label: t('diy.go_home'), onClick: () => void openPage(HOME_PAGE) }}
      />
    </PageShell>
  )
}

export default observer(DiyPageScreen)
