import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Icon } from '@/components/icon/icon'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { POINTS_MALL_PAGE } from './routes'
import './points-user-shortcut.scss'
import '@/i18n/locales/plugin-points'

/** User-centre entry to the points mall; `integral` comes from the page's user/center answer. */
export const PointsUserShortcut = observer(function PointsUserShortcut({ integral }: { integral?: number | null }) {
  const { app, session } = useStores()
  if (!app.isPluginEnabled('points')) return null
  const known = session.isLoggedIn && integral !== undefined && integral !== null
  return (
    <View
      className='points-shortcut'
      onClick={() => void openPage(POINTS_MALL_PAGE)}
      {...pressable(() => void openPage(POINTS_MALL_PAGE))}
      data-testid='points-user-shortcut'
    >
      <View className='points-shortcut__icon'>
        <Icon name='coins' size={36} />
      </View>
      <View className='points-shortcut__text'>
        <Text className='points-shortcut__title'>{t('plugin-points.shortcut_title')}</Text>
        <Text className='points-shortcut__sub'>{known ? t('plugin-points.shortcut_sub', { n: integral }) : t('plugin-points.shortcut_guest')}</Text>
      </View>
      <Icon name='chevron-right' size={32} className='points-shortcut__arrow' />
    </View>
  )
})
