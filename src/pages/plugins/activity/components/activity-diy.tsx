import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { readActivityDiy, type ActivityDiyModule, type DiyActivity } from '@/api/plugins/activity-diy'
import { dp, fillStyle } from '@/components/diy/box-style'
import { DiyGoodsGrid } from '@/components/diy/parts/goods-grid'
import { defineDiyModule, type DiyModuleProps } from '@/components/diy/registry'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openPage, openUrl } from '@/lib/navigate'
import './activity-diy.scss'

const searchUrl = (keywords: string) => `/pages/goods-search/goods-search?keywords=${encodeURIComponent(keywords)}`

/** One activity: its picture (left, on top, or big with the title over it), title, description, keyword chips, then its goods. */
const ActivityCard = observer(function ActivityCard({ activity, module }: { activity: DiyActivity; module: ActivityDiyModule }) {
  const shows = (part: string) => module.show.includes(part)
  const big = module.theme === '2'
  const { look } = module
  const titleStyle = look.titleColor ? { color: look.titleColor } : undefined
  const picture = activity.cover && (shows('img') || (big && shows('title')))
  return (
    <View
      className='act-diy__activity'
      style={{ borderRadius: dp(look.radius), ...fillStyle(look.fill), marginBottom: dp(look.spacing) }}
      data-testid='act-diy-activity'
    >
      <View className={`act-diy__main act-diy__main--t${module.theme}`} onClick={() => openUrl(activity.url)}>
        {picture ? (
          <View className='act-diy__media'>
            <Image className='act-diy__cover' style={{ borderRadius: dp(look.imageRadius) }} src={activity.cover} mode='aspectFill' {...LAZY_IMAGE} />
            {big && module.imageMask ? <View className='act-diy__mask' style={{ borderRadius: dp(look.imageRadius) }} /> : null}
            {big && shows('title') ? <Text className='act-diy__float-title'>{activity.title}</Text> : null}
          </View>
        ) : null}
        {(!big && shows('title')) || shows('desc') || (shows('keywords') && activity.keywords.length) ? (
          <View className='act-diy__info'>
            {!big && shows('title') ? (
              <Text className='act-diy__title' style={titleStyle}>
                {activity.title}
              </Text>
            ) : null}
            {shows('desc') && activity.describe ? <Text className='act-diy__desc'>{activity.describe}</Text> : null}
            {shows('keywords') && activity.keywords.length ? (
              <View className='act-diy__keywords'>
                {activity.keywords.map((word) => (
                  <Text
                    key={word}
                    className='act-diy__keyword'
                    onClick={(e) => {
                      e.stopPropagation()
                      void openPage(searchUrl(word))
                    }}
                    data-testid='act-diy-keyword'
                  >
                    {word}
                  </Text>
                ))}
              </View>
            ) : null}
          </View>
        ) : null}
      </View>
      {activity.goods.goods.length ? <DiyGoodsGrid look={activity.goods} testId='act-diy-goods' /> : null}
    </View>
  )
})

/** The activity module (api-plugins-2 2.4 "activity"): each activity card with its goods in the module's goods-list look. */
function ActivityDiyView({ data }: DiyModuleProps<ActivityDiyModule>) {
  return (
    <View className='act-diy' data-testid='act-diy'>
      {data.activities.map((activity) => (
        <ActivityCard key={activity.id} activity={activity} module={data} />
      ))}
    </View>
  )
}

/** The activity plugin's page-builder module (registered by ../embeds/diy.tsx). */
const activityDiy = {
  activity: defineDiyModule({ read: readActivityDiy, View: ActivityDiyView, isEmpty: (d) => !d.activities.length }),
}

export default activityDiy
