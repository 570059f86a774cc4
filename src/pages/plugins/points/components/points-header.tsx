import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { goLogin, openPage } from '@/lib/navigate'
import { imageAlt } from '../../kit/image-alt'
import { useStores } from '@/stores/root-store'
import { POINTS_SCAN_PAGE } from './routes'
import './points-header.scss'
import '@/i18n/locales/plugin-points'

/** Balance card: guests get a login prompt, shoppers their avatar, name and points. */
export const PointsHeader = observer(function PointsHeader({ balance, onRules, hasRules }: { balance: number | null; onRules: () => void; hasRules: boolean }) {
  const { session } = useStores()
  const user = session.user
  const loggedIn = session.isLoggedIn && balance !== null
  return (
    <View className='points-header'>
      <View className='points-header__card'>
        {loggedIn && user ? (
          <View className='points-header__user'>
            {user.avatar ? (
              <Image className='points-header__avatar' src={user.avatar} mode='aspectFill' {...imageAlt('')} />
            ) : (
              <View className='points-header__avatar' />
            )}
            <View className='points-header__who'>
              <Text className='points-header__name'>{user.user_name_view || user.nickname || user.username || ''}</Text>
              <Text className='points-header__balance' data-testid='points-balance'>
                {t('plugin-points.balance', { n: balance ?? 0 })}
              </Text>
            </View>
          </View>
        ) : (
          <View className='points-header__user' onClick={() => goLogin()} {...pressable(() => goLogin())} data-testid='points-login'>
            <View className='points-header__avatar' />
            <View className='points-header__who'>
              <Text className='points-header__name'>{t('plugin-points.login_now')}</Text>
              <Text className='points-header__hint'>{t('plugin-points.login_hint')}</Text>
            </View>
          </View>
        )}
        <View className='points-header__actions'>
          {hasRules ? (
            <Text className='points-header__link' onClick={onRules} {...pressable(onRules)} data-testid='points-rules-open'>
              {t('plugin-points.rules')}
            </Text>
          ) : null}
          <Text
            className='points-header__link'
            onClick={() => void openPage(POINTS_SCAN_PAGE)}
            {...pressable(() => void openPage(POINTS_SCAN_PAGE))}
            data-testid='points-claim-entry'
          >
            {t('plugin-points.claim_entry')}
          </Text>
        </View>
      </View>
    </View>
  )
})
