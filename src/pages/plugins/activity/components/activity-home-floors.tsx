import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ActivityFloor } from '@/api/plugins/activity'
import { StyledGoods } from '@/components/goods-strip/goods-strip'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openUrl } from '@/lib/navigate'
import './activity-home-floors.scss'
import '@/i18n/locales/plugin-activity'
import { Icon } from '@/components/icon/icon'
import { readableOnWhite } from '@/theme/contrast'

/** Home's activity floors of one location (api-plugins-2 §3.3): title in the activity's colour, "more", its goods. */
export const ActivityHomeFloors = observer(function ActivityHomeFloors({ floors, location }: { floors: ActivityFloor[]; location: 0 | 1 }) {
  return (
    <View className='activity-floors' data-testid={`home-activity-${location}`}>
      {floors.map((floor) => (
        <View key={floor.id} className='activity-floors__floor' data-testid='home-activity-floor'>
          <View className='activity-floors__head' onClick={() => openUrl(floor.url)} {...pressable(() => openUrl(floor.url))}>
            <View className='activity-floors__bar' style={floor.color ? { background: floor.color } : undefined} />
            <Text className='activity-floors__title' style={floor.color ? { color: readableOnWhite(floor.color) } : undefined}>
              {floor.title}
            </Text>
            {floor.viceTitle ? <Text className='activity-floors__vice'>{floor.viceTitle}</Text> : null}
            <Text className='activity-floors__more'>
              {t('plugin-activity.more')}
              <Icon name='chevron-right' size={24} />
            </Text>
          </View>
          <StyledGoods goods={floor.goods} style={floor.styleType} />
        </View>
      ))}
    </View>
  )
})
