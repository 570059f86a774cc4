import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { ACTIVITY_PAGES, getActivity, type Activity } from '@/api/plugins/activity'
import { ActionButton } from '@/components/action-button/action-button'
import { GoodsList } from '@/components/goods-card/goods-card'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { whenLinked } from '@/lib/route-params'
import { pressable } from '@/lib/a11y'
import { SEARCH_PAGE } from '@/lib/links'
import { openPage } from '@/lib/navigate'
import { RecordStatus } from '../../kit/record-status'
import { activityWindow } from '../components/activity-time'
import './detail.scss'
import '@/i18n/locales/plugin-activity'
import { imageAlt } from '../../kit/image-alt'

const area = 'plugin-activity'

const ActivityView = observer(function ActivityView({ activity }: { activity: Activity }) {
  const notice = activity.state === 'ended' ? t(`${area}.ended_notice`) : activity.state === 'upcoming' ? t(`${area}.upcoming_notice`) : ''
  const window = activityWindow(activity)
  return (
    <View className='activity-detail' data-testid='activity-detail'>
      <View className='activity-detail__hero' style={activity.color ? { background: activity.color } : undefined}>
        {activity.banner ? <Image className='activity-detail__banner' src={activity.banner} mode='widthFix' {...imageAlt('')} /> : null}
      </View>
      <View className='activity-detail__card'>
        <View className='activity-detail__head'>
          <Text className='activity-detail__title' data-testid='activity-title'>
            {activity.title}
          </Text>
          {activity.state ? (
            <Text className={`activity-detail__state activity-detail__state--${activity.state}`} data-testid='activity-state'>
              {t(`${area}.state_${activity.state}`)}
            </Text>
          ) : null}
        </View>
        {activity.viceTitle ? <Text className='activity-detail__vice'>{activity.viceTitle}</Text> : null}
        {window ? (
          <Text className='activity-detail__time' data-testid='activity-window'>
            {window}
          </Text>
        ) : null}
        {activity.describe ? <Text className='activity-detail__describe'>{activity.describe}</Text> : null}
        {notice ? (
          <Text className='activity-detail__notice' data-testid='activity-notice'>
            {notice}
          </Text>
        ) : null}
        {activity.keywords.length ? (
          <View className='activity-detail__keywords'>
            {activity.keywords.map((word) => (
              <Text
                key={word}
                className='activity-detail__keyword'
                onClick={() => void openPage(`${SEARCH_PAGE}?keywords=${encodeURIComponent(word)}`)}
                {...pressable(() => void openPage(`${SEARCH_PAGE}?keywords=${encodeURIComponent(word)}`))}
                data-testid='activity-keyword'
              >
                #{word}
              </Text>
            ))}
          </View>
        ) : null}
      </View>
      <Text className='activity-detail__section'>{t(`${area}.goods_title`)}</Text>
      {activity.goods.length ? <GoodsList goods={activity.goods} /> : <StatusView status='empty' message={t(`${area}.goods_empty`)} />}
      <View className='activity-detail__more'>
        <ActionButton kind='secondary' onClick={() => void openPage(ACTIVITY_PAGES.index)} testId='activity-more'>
          {t(`${area}.more_activities`)}
        </ActionButton>
      </View>
    </View>
  )
})

/** One activity (api-plugins-2 §3.3): hero, title, time window and state, description, keywords, its goods. */
function ActivityDetailPage() {
  const id = (useRouter().params.id ?? '').trim()
  const remote = useRemote(
    whenLinked(id, () => getActivity(id)),
    [id],
    (data) => data === null,
  )
  const activity = remote.data
  return (
    <PageShell titleKey={`${area}.title_detail`} title={activity?.title || undefined}>
      {remote.status === 'ready' && activity ? <ActivityView activity={activity} /> : <RecordStatus remote={remote} notFound={t(`${area}.not_found`)} />}
    </PageShell>
  )
}

export default observer(ActivityDetailPage)
