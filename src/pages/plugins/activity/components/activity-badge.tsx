import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ActivitySummary } from '@/api/plugins/activity'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import './activity-badge.scss'
import '@/i18n/locales/plugin-activity'
import { Icon } from '@/components/icon/icon'

/** Goods detail: the running activities this goods takes part in, each a line that opens the activity. */
export const ActivityBadges = observer(function ActivityBadges({ activities }: { activities: ActivitySummary[] }) {
  return (
    <View className='activity-badges' data-testid='activity-badges'>
      {activities.map((activity) => (
        <View
          key={activity.id}
          className='activity-badges__item'
          onClick={() => void openPage(activity.url)}
          {...pressable(() => void openPage(activity.url))}
          data-testid='activity-badge'
        >
          <Text className='activity-badges__tag'>{t('plugin-activity.badge')}</Text>
          <Text className='activity-badges__text'>
            {activity.timeEnd ? t('plugin-activity.badge_until', { title: activity.title, end: activity.timeEnd }) : activity.title}
          </Text>
          <Icon name='chevron-right' size={28} className='activity-badges__arrow' />
        </View>
      ))}
    </View>
  )
})
