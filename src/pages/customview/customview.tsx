import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getCustomView, type CustomView } from '@/api/layout'
import type { ApiResult } from '@/api/types'
import { PageShell } from '@/components/page-shell/page-shell'
import { SafeRichText } from '@/components/rich-text/rich-text'
import { SearchBox } from '@/components/search-bar/search-box'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { HOME_PAGE, openPage } from '@/lib/navigate'
import { usePageShare } from '@/lib/page-share'
import '@/styles/page-builder.scss'
import '@/i18n/locales/diy'

const CUSTOM_VIEW_PATH = '/pages/customview/customview'

const noId = (): Promise<ApiResult<CustomView>> => Promise.resolve({ ok: false, code: -1, msg: t('diy.missing_id'), kind: 'server', data: '' })

/**
 * A custom HTML page (api-plugins-2 2.6): an optional search box, the shop's HTML (through the one
 * sanitiser), an optional end line; full screen drops the side margins. The title and share are the page's.
 */
function CustomViewScreen() {
  const id = (useRouter().params.id ?? '').trim()
  const remote = useRemote(
    () => (id ? getCustomView(id) : noId()),
    [id],
    (view: CustomView) => !view.id,
  )
  const view = remote.status === 'ready' ? remote.data : null

  usePageShare(() => ({ title: view?.seoTitle || view?.name, desc: view?.seoDesc, path: CUSTOM_VIEW_PATH, query: id ? `id=${id}` : '', img: view?.logo }))

  return (
    <PageShell titleKey='diy.title_customview' title={view?.name || undefined}>
      <View className={`builder-page ${view?.fullScreen ? 'builder-page--full' : ''}`} data-testid='customview-page'>
        {view ? (
          <>
            {view.withSearch ? (
              <View className='builder-page__search' data-testid='customview-search'>
                <SearchBox />
              </View>
            ) : null}
            <View className='builder-page__html' data-testid='customview-html'>
              <SafeRichText html={view.html} />
            </View>
            {view.withEndLine ? (
              <View className='list-end' data-testid='customview-end'>
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

export default observer(CustomViewScreen)
