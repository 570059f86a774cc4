import { Button, Image, Text, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRef, useState } from 'react'
import { deleteBundle, getBundles, type Bundle } from '@/api/plugins/distribution-bundles'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { confirmAction, copyText } from '@/lib/dialogs'
import { openPage, toast } from '@/lib/navigate'
import { shareUrl } from '@/lib/share'
import { currentWebAddress } from '@/lib/web-address'
import { useStores } from '@/stores/root-store'
import { pressable } from '@/lib/a11y'
import { DetailRows } from '../../kit/detail-rows'
import { GateView, useDistributorGate } from '../components/distributor-gate'
import { DIST_PAGES } from '../components/routes'
import { dt, titleOf } from '../components/text'
import '../../kit/kit.scss'
import '../components/dist.scss'
import { Icon } from '@/components/icon/icon'
import { imageAlt } from '../../kit/image-alt'
import '@/i18n/locales/plugin-distribution-recommend'

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
  const gate = useDistributorGate()
  const list = usePagedList(getBundles, [], { enabled: gate.ready })
  const [busyId, setBusyId] = useState('')
  const sharing = useRef<Bundle | null>(null)
  const userId = session.user?.id ? String(session.user.id) : ''
  useShowAgain(() => void list.refresh())

  useShareAppMessage((res) => {
    const bundle = sharing.current
    if (!bundle || res.from !== 'button') return {}
    const payload = bundleShare(bundle, userId)
    return { title: payload.title, path: `${payload.path}?${payload.query}`, imageUrl: payload.imageUrl }
  })

  if (!gate.ready) {
    return (
      <PageShell titleKey={titleOf('recommend_list')}>
        <GateView gate={gate} />
      </PageShell>
    )
  }

  const remove = async (bundle: Bundle) => {
    if (busyId || !(await confirmAction(t('errors.confirm_delete')))) return
    setBusyId(bundle.id)
    const result = await deleteBundle(bundle.id)
    setBusyId('')
    if (!result.ok) return
    toast(result.msg || dt('deleted'), 'success')
    list.setItems((items) => items.filter((item) => item.id !== bundle.id))
  }

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
              <ActionButton kind='secondary' size='small' onClick={() => void openPage(`${DIST_PAGES.bundleForm}?id=${bundle.id}`)} testId='dist-bundle-edit'>
                {dt('edit')}
              </ActionButton>
              <ActionButton kind='plain' size='small' busy={busyId === bundle.id} onClick={() => void remove(bundle)} testId='dist-bundle-delete'>
                {t('common.delete')}
              </ActionButton>
            </View>
          </View>
        )}
      />
      <View className='dist-list-space' />
      <View
        className='dist-fab'
        onClick={() => void openPage(DIST_PAGES.bundleForm)}
        {...pressable(() => void openPage(DIST_PAGES.bundleForm), dt('add'))}
        data-testid='dist-bundle-add'
      >
        <Icon name='plus' size={48} />
      </View>
    </PageShell>
  )
}

export default observer(BundleListPage)
