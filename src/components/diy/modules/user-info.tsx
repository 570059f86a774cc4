import { Image, Text, View } from '@tarojs/components'
import type { UserInfoModule } from '@/api/diy-modules/extras'
import { t } from '@/i18n'
import { imageAlt } from '@/lib/a11y'
import { goLogin, openPage, openUrl } from '@/lib/navigate'
import type { DiyModuleProps } from '../registry'
import '@/i18n/locales/diy'

/** Where each number of the card leads (api-plugins-2 2.4 user-info). */
const STAT_PAGES: Record<string, string> = {
  order_count: '/pages/user-order/user-order',
  goods_favor_count: '/pages/user-favor/user-favor',
  goods_browse_count: '/pages/user-goods-browse/user-goods-browse',
  integral_number: '/pages/user-integral/user-integral',
}

/** The shopper's card: avatar and name (to the profile), ID, counters and shortcut icons; guests get "log in". */
export function UserInfoView({ data }: DiyModuleProps<UserInfoModule>) {
  const user = data.user
  return (
    <View className='diy-user' data-testid='diy-user-info'>
      <View className='diy-user__head'>
        <View className='diy-user__who' onClick={() => (user ? void openPage('/pages/personal/personal') : goLogin())}>
          {user?.avatar ? (
            <Image className='diy-user__avatar' src={user.avatar} mode='aspectFill' {...imageAlt('')} />
          ) : (
            <View className='diy-user__avatar diy-user__avatar--empty' />
          )}
          <View className='diy-user__names'>
            <Text className='diy-user__name'>{user ? user.name || t('diy.user_default_name') : t('diy.user_login')}</Text>
            {user && user.numberCode && data.parts.includes('number_code') ? (
              <Text className='diy-user__code'>{t('diy.user_code', { code: user.numberCode })}</Text>
            ) : null}
          </View>
        </View>
        <View className='diy-user__icons'>
          {data.icons.map((icon, i) => (
            <Image
              key={i}
              className='diy-user__icon'
              src={icon.image}
              mode='aspectFit'
              onClick={icon.link ? () => openUrl(icon.link) : undefined}
              {...imageAlt('')}
            />
          ))}
        </View>
      </View>
      {user && user.stats.length ? (
        <View className='diy-user__stats'>
          {user.stats.map((stat) => (
            <View key={stat.key} className='diy-user__stat' onClick={() => void openPage(STAT_PAGES[stat.key])} data-testid='diy-user-stat'>
              <Text className='diy-user__stat-value'>{stat.value}</Text>
              <Text className='diy-user__stat-name'>{t(`diy.stat_${stat.key}`)}</Text>
            </View>
          ))}
        </View>
      ) : null}
    </View>
  )
}
