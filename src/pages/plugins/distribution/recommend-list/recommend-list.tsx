import { Button, Image, Text, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRef } from 'react'
import { deleteBundle, getBundles, type Bundle } from '@/api/plugins/distribution'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { copyText } from '@/lib/dialogs'
import { openPage } from '@/lib/navigate'
import { shareUrl } from '@/lib/share'
import { currentWebAddress } from '@/lib/web-address'
import { useStores } from '@/stores/root-store'
import { DetailRows } from '../../kit/detail-rows'
import { GatePage } from '../components/distributor-gate'
import { AddRecordButton, EditDeleteButtons, useOwnRecords } from '../components/own-records'
import { DIST_PAGES } from '../components/routes'
import { dt, titleOf } from '../components/text'
import '../../kit/kit.scss'
import '../components/dist.scss'
import { imageAlt } from '../../kit/image-alt'

/** The share of a bundle: its public page with the sharer as referrer (api-plugins-1 §4.13). */
function bundleShare(bundle: Bundle, userId: string) {
  return {
    title: bundle.seoTitle || bundle.title,
    desc: bundle.seoDesc || bundle.describe,
    path: DIST_PAGES.bundle,
    query: `id=${bundle.id}${userId ? `&referrer=${userId}` : ''}`,
    imageUrl: bundle.icon || undefined,
  }
}

/** My recommendation bundles (api-plugins-1 §4.13): share, edit, delete, add. */
function BundleListPage() {
  const { session, app } = useStores()
  const { gate, list, busyId, remove } = useOwnRecords(getBundles, deleteBundle)
  const sharing = useRef<Bundle | null>(null)
  const userId = session.user?.id ? String(session.user.id) : ''

  useShareAppMessage((res) => {
    const bundle = sharing.current
    if (!bundle || res.from !== 'button') return {}
    const payload = bundleShare(bundle, userId)
    return { title: payload.title, path: `${payload.path}?${payload.query}`, imageUrl: payload.imageUrl }
  })

  if (!gate.ready) return <GatePage titleKey={titleOf('recommend_list')} gate={gate} />

  // The web build shares a link to the bundle's page (copied); mini-programs open their share sheet.
  const copyShare = (bundle: Bundle) => {
    const payload = bundleShare(bundle, userId)
    void copyText(shareUrl(app.settings.h5Url || currentWebAddress(), { ...payload, imageUrl: undefined }))
  }

  return (
    <PageShell titleKey={titleOf('recommend_list')}>
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={dt('bundles_empty')}
        renderItem={(bundle) => (
          <View key={bundle.id} className='pk-card' data-testid='dist-bundle' onClick={() => void openPage(`${DIST_PAGES.bundle}?id=${bundle.id}`)}>
            <View className='pk-card__head'>
              <Text>{bundle.addTime}</Text>
              <Text className={`dist-switch ${bundle.enabled ? 'dist-switch--on' : ''}`}>{bundle.enabledText}</Text>
            </View>
            <View className='dist-bundle'>
              {bundle.icon ? <Image className='dist-bundle__icon' src={bundle.icon} mode='aspectFill' {...imageAlt('')} /> : null}
              <DetailRows
                className='dist-bundle__rows'
                rows={[
                  [dt('bundle_title'), bundle.title],
                  [dt('bundle_describe'), bundle.describe],
                  [dt('bundle_goods'), String(bundle.goodsCount)],
                  [dt('bundle_visits'), String(bundle.visits)],
                ]}
              />
            </View>
            <View className='dist-actions' onClick={(e) => e.stopPropagation()}>
              {process.env.TARO_ENV === 'h5' ? (
                <ActionButton kind='plain' size='small' onClick={() => copyShare(bundle)}>
                  {dt('share')}
                </ActionButton>
              ) : (
                <Button className='dist-poster__share' openType='share' onClick={() => (sharing.current = bundle)}>
                  {dt('share')}
                </Button>
              )}
              <EditDeleteButtons id={bundle.id} formPage={DIST_PAGES.bundleForm} busyId={busyId} remove={remove} testPrefix='dist-bundle' />
            </View>
          </View>
        )}
      />
      <AddRecordButton formPage={DIST_PAGES.bundleForm} testId='dist-bundle-add' />
    </PageShell>
  )
}

export default observer(BundleListPage)
