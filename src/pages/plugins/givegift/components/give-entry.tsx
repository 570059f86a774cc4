import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { obj, str } from '@/api/parse'
import { Icon } from '@/components/icon/icon'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import './give-entry.scss'
import '@/i18n/locales/plugin-givegift-embeds'

/** Goods detail of a giftable goods (plugins_givegift_data.url): a row that opens "give as a gift". */
export const GiveEntry = observer(function GiveEntry({ plugins }: { plugins: Record<string, unknown> }) {
  const { app } = useStores()
  const url = str(obj(plugins.plugins_givegift_data).url)
  if (!app.isPluginEnabled('givegift') || !url.startsWith('/pages/plugins/givegift/')) return null
  return (
    <View className='gg-entry' data-testid='gift-entry' onClick={() => void openPage(url)} {...pressable(() => void openPage(url))}>
      <Icon name='gift' className='gg-entry__icon' />
      <View className='gg-entry__texts'>
        <Text className='gg-entry__title'>{t('plugin-givegift.give_entry')}</Text>
        <Text className='gg-entry__tip'>{t('plugin-givegift.give_entry_tip')}</Text>
      </View>
      <Icon name='chevron-right' size={32} className='gg-entry__arrow' />
    </View>
  )
})
