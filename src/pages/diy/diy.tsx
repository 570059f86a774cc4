import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getDiyPage, type DiyPage } from '@/api/diy'
import type { ApiResult } from '@/api/types'
import { DiyBody } from '@/components/diy/diy-body'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { goBack, HOME_PAGE, openPage } from '@/lib/navigate'
import './diy.scss'
import '@/i18n/locales/diy'

/** A link without an id never reaches the server: the page says so at once. */
const noId = (): Promise<ApiResult<DiyPage>> => Promise.resolve({ ok: false, code: -1, msg: t('diy.missing_id'), kind: 'server', data: '' })

/** A page-builder page (api-plugins-2 2.1): the header (title, back) and the modules of `diy_data`. */
function DiyPageView() {
  const id = (useRouter().params.id ?? '').trim()
  // ShopXO answers an unknown id with code 0 and `data: null`: that is "no such page", not an empty one.
  const remote = useRemote(
    () => (id ? getDiyPage(id) : noId()),
    [id],
    (p: DiyPage) => !p.id,
  )
  const page = remote.data
  const goHome = { label: t('diy.go_home'), onClick: () => void openPage(HOME_PAGE) }
  return (
    <PageShell titleKey='diy.title' title={page?.title || undefined}>
      <View className='diy-page'>
        {page?.showBack || !page ? (
          <View className='diy-page__header' data-testid='diy-header'>
            <Text className='diy-page__back' onClick={() => goBack()} data-testid='diy-back'>
              {t('diy.back')}
            </Text>
            <Text className='diy-page__title'>{page?.title || t('diy.title')}</Text>
          </View>
        ) : null}
        {remote.status === 'ready' && page ? (
          <DiyBody page={page} />
        ) : (
          <StatusView
            status={remote.status}
            message={remote.status === 'empty' ? t('diy.not_found') : remote.error}
            onRetry={id ? () => void remote.reload() : undefined}
            action={goHome}
          />
        )}
      </View>
    </PageShell>
  )
}

export default observer(DiyPageView)
