import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { deleteVisit, getVisits } from '@/api/plugins/distribution'
import { previewImages } from '@/components/image-viewer/image-preview'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { pressable } from '@/lib/a11y'
import { GatePage } from '../components/distributor-gate'
import { AddRecordButton, EditDeleteButtons, useOwnRecords } from '../components/own-records'
import { DIST_PAGES } from '../components/routes'
import { dt, titleOf } from '../components/text'
import '../../kit/kit.scss'
import '../components/dist.scss'
import { imageAlt } from '../../kit/image-alt'

/** Customer visits (api-plugins-1 §4.14): who was visited, what happened, the photos; edit, delete, add. */
function VisitListPage() {
  const { gate, list, busyId, remove } = useOwnRecords(getVisits, deleteVisit)
  if (!gate.ready) return <GatePage titleKey={titleOf('visit_list')} gate={gate} />

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
              <EditDeleteButtons id={visit.id} formPage={DIST_PAGES.visitForm} busyId={busyId} remove={remove} testPrefix='dist-visit' />
            </View>
          </View>
        )}
      />
      <AddRecordButton formPage={DIST_PAGES.visitForm} testId='dist-visit-add' />
    </PageShell>
  )
}

export default observer(VisitListPage)
