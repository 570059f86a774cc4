import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { deleteVisit, getVisits, type Visit } from '@/api/plugins/distribution-visits'
import { ActionButton } from '@/components/action-button/action-button'
import { previewImages } from '@/components/image-viewer/image-preview'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { openPage, toast } from '@/lib/navigate'
import { pressable } from '@/lib/a11y'
import { GateView, useDistributorGate } from '../components/distributor-gate'
import { DIST_PAGES } from '../components/routes'
import { dt, titleOf } from '../components/text'
import '../../kit/kit.scss'
import '../components/dist.scss'
import { Icon } from '@/components/icon/icon'
import { imageAlt } from '../../kit/image-alt'
import '@/i18n/locales/plugin-distribution-visits'

/** Customer visits (api-plugins-1 §4.14): who was visited, what happened, the photos; edit, delete, add. */
function VisitListPage() {
  const gate = useDistributorGate()
  const list = usePagedList(getVisits, [], { enabled: gate.ready })
  const [busyId, setBusyId] = useState('')
  useShowAgain(() => void list.refresh())

  if (!gate.ready) {
    return (
      <PageShell titleKey={titleOf('visit_list')}>
        <GateView gate={gate} />
      </PageShell>
    )
  }

  const remove = async (visit: Visit) => {
    if (busyId || !(await confirmAction(t('errors.confirm_delete')))) return
    setBusyId(visit.id)
    const result = await deleteVisit(visit.id)
    setBusyId('')
    if (!result.ok) return
    toast(result.msg || dt('deleted'), 'success')
    list.setItems((items) => items.filter((item) => item.id !== visit.id))
  }

  return (
    <PageShell titleKey={titleOf('visit_list')}>
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={dt('visits_empty')}
        renderItem={(visit) => (
          <View key={visit.id} className='pk-card' data-testid='dist-visit'>
            <View className='dist-person pk-card__head'>
              <Image className='dist-person__avatar' src={visit.customer.avatar} mode='aspectFill' {...imageAlt('')} />
              <View className='dist-person__who'>
                <Text className='dist-person__name'>{visit.customer.name}</Text>
                <Text className='dist-person__meta'>{visit.addTime}</Text>
              </View>
            </View>
            <Text className='dist-visit__label'>{dt('visit_content')}</Text>
            <Text className='dist-visit__content'>{visit.content}</Text>
            {visit.images.length ? (
              <>
                <Text className='dist-visit__label'>{dt('visit_photos')}</Text>
                <View className='dist-visit__photos'>
                  {visit.images.map((url, index) => (
                    <Image
                      key={`${url}-${index}`}
                      className='dist-visit__photo'
                      src={url}
                      mode='aspectFill'
                      onClick={() => previewImages(visit.images, url)}
                      {...imageAlt(dt('visit_photo_n', { n: index + 1 }))}
                      {...pressable(() => previewImages(visit.images, url), dt('visit_photo_n', { n: index + 1 }))}
                    />
                  ))}
                </View>
              </>
            ) : null}
            <View className='dist-actions'>
              <Text className='dist-muted dist-visit__updated'>{dt('updated_at', { time: visit.updTime })}</Text>
              <ActionButton kind='secondary' size='small' onClick={() => void openPage(`${DIST_PAGES.visitForm}?id=${visit.id}`)} testId='dist-visit-edit'>
                {dt('edit')}
              </ActionButton>
              <ActionButton kind='plain' size='small' busy={busyId === visit.id} onClick={() => void remove(visit)} testId='dist-visit-delete'>
                {t('common.delete')}
              </ActionButton>
            </View>
          </View>
        )}
      />
      <View className='dist-list-space' />
      <View
        className='dist-fab'
        onClick={() => void openPage(DIST_PAGES.visitForm)}
        {...pressable(() => void openPage(DIST_PAGES.visitForm), dt('add'))}
        data-testid='dist-visit-add'
      >
        <Icon name='plus' size={48} />
      </View>
    </PageShell>
  )
}

export default observer(VisitListPage)
