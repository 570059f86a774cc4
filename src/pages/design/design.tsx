import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { cachedDesignPage, getDesignPage, type DesignPage } from '@/api/layout'
import type { ApiResult } from '@/api/types'
import { LayoutView } from '@/components/layout-view/layout-view'
import { PageShell } from '@/components/page-shell/page-shell'
import { SearchBox } from '@/components/search-bar/search-box'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { HOME_PAGE, openPage } from '@/lib/navigate'
import { usePageShare } from '@/lib/page-share'
import '@/styles/page-builder.scss'
import '@/i18n/locales/diy'

const DESIGN_PATH = '/pages/design/design'

const noId = (): Promise<ApiResult<DesignPage>> => Promise.resolve({ ok: false, code: -1, msg: t('diy.missing_id'), kind: 'server', data: '' })

/**
 * A layout page (api-plugins-2 2.5): an optional search box, the layout rows, an optional end line; the
 * title and the share come from the page. This device's copy draws first, then the fresh answer.
 */
function DesignScreen() {
  const id = (useRouter().params.id ?? '').trim()
  const cached = useMemo(() => cachedDesignPage(id), [id])
  const remote = useRemote(
    () => (id ? getDesignPage(id) : noId()),
    [id],
    (page: DesignPage) => !page.id,
  )
  const page = remote.data?.id ? remote.data : remote.status === 'empty' ? null : cached

  usePageShare(() => ({ title: page?.seoTitle || page?.name, desc: page?.seoDesc, path: DESIGN_PATH, query: id ? `id=${id}` : '', img: page?.logo }))

  return (
    <PageShell titleKey='diy.title_design' title={page?.name || undefined}>
      <View className='builder-page' data-testid='design-page'>
        {page ? (
          <>
            {page.withSearch ? (
              <View className='builder-page__search' data-testid='design-search'>
                <SearchBox />
              </View>
            ) : null}
            <LayoutView rows={page.rows} />
            {page.withEndLine ? (
              <View className='list-end' data-testid='design-end'>
                {t('common.no_more')}
              </View>
            ) : null}
          </>
        ) : (
          <StatusView
            status={remote.status === 'ready' ? 'empty' : remote.status}
            message={remote.status === 'empty' ? t('diy.not_found') : remote.error}
            onRetry={id ? () => void remote.reload() : undefined}
            action={{ label: t('diy.go_home'), onClick: () => void openPage(HOME_PAGE) }}
          />
        )}
      </View>
    </PageShell>
  )
}

export default observer(DesignScreen)
