import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { getActivities, getActivityIndex, type ActivitySummary } from '@/api/plugins/activity'
import { Carousel } from '@/components/carousel/carousel'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { StatusView } from '@/components/status-view/status-view'
import { usePagedList } from '@/hooks/use-paged-list'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openPage, openUrl } from '@/lib/navigate'
import { StatusTabs } from '../../kit/status-tabs'
import { activityWindow } from '../components/activity-time'
import '../../kit/kit.scss'
import './index.scss'
import '@/i18n/locales/plugin-activity'
import { imageAlt } from '../../kit/image-alt'

const area = 'plugin-activity'
const ALL = '0'

const ActivityCard = observer(function ActivityCard({ activity }: { activity: ActivitySummary }) {
  return (
    <View
      className={`activity-card activity-card--${activity.state ?? 'running'}`}
      onClick={() => void openPage(activity.url)}
      {...pressable(() => void openPage(activity.url))}
      data-testid='activity-card'
    >
      <Image className='activity-card__cover' src={activity.cover} mode='aspectFill' {...imageAlt(activity.title ? '' : t(`${area}.cover_of`), LAZY_IMAGE)} />
      {activity.state ? (
        <Text className={`activity-card__state activity-card__state--${activity.state}`} data-testid='activity-state'>
          {t(`${area}.state_${activity.state}`)}
        </Text>
      ) : null}
      {activity.title ? (
        <View className='activity-card__body'>
          <Text className='activity-card__title'>{activity.title}</Text>
          {activity.viceTitle ? <Text className='activity-card__vice'>{activity.viceTitle}</Text> : null}
          {activityWindow(activity) ? <Text className='activity-card__time'>{activityWindow(activity)}</Text> : null}
        </View>
      ) : null}
    </View>
  )
})

/**
 * The activities (api-plugins-2 §3.3): a banner, category tabs ("all" first) and the paged activity
 * cards of that category; a card opens its activity.
 */
function ActivityIndexPage() {
  const params = useRouter().params
  const head = useRemote(getActivityIndex, [])
  const [category, setCategory] = useState(params.category_id || ALL)
  const fetchPage = useCallback((page: number) => getActivities(category, page), [category])
  const list = usePagedList(fetchPage, [category], { enabled: head.status !== 'error' })

  const tabs = [{ value: ALL, label: t(`${area}.tab_all`) }, ...(head.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))]
  const slides = head.data?.slides ?? []
  return (
    <PageShell titleKey={`${area}.title_index`} title={head.data?.title || undefined}>
      {head.status === 'error' ? (
        <StatusView status='error' message={head.error} onRetry={() => void head.reload()} />
      ) : (
        <>
          {slides.length ? (
            <Carousel
              className='activity-index__slider'
              testId='activity-slider'
              items={slides}
              itemKey={(slide, index) => `${slide.image}-${index}`}
              dots
              render={(slide, index) => (
                <Image
                  className='activity-index__slide'
                  src={slide.image}
                  mode='aspectFill'
                  onClick={() => openUrl(slide.url)}
                  {...imageAlt(slide.name || t(`${area}.slide_n`, { n: index + 1 }))}
                  {...(slide.url ? pressable(() => openUrl(slide.url)) : {})}
                />
              )}
            />
          ) : null}
          {tabs.length > 1 ? <StatusTabs tabs={tabs} value={category} onChange={setCategory} /> : null}
          <View className='pk-page'>
            <PagedList list={list} emptyMessage={t(`${area}.list_empty`)} renderItem={(activity) => <ActivityCard key={activity.id} activity={activity} />} />
          </View>
        </>
      )}
    </PageShell>
  )
}

export default observer(ActivityIndexPage)
