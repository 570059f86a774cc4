import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Icon } from '@/components/icon/icon'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import '../../../../styles/form-rows.scss'
import '@/i18n/locales/plugin-exchangerate'

export const CURRENCY_PAGE = '/pages/plugins/exchangerate/currency/currency'

/** Settings-page row "货币" with the symbol in use, leading to the currency switch; plugin on only. */
export const CurrencySettingsEntry = observer(function CurrencySettingsEntry() {
  const { app } = useStores()
  if (!app.isPluginEnabled('exchangerate')) return null
  return (
    <View
      className='form-row form-row--link'
      onClick={() => void openPage(CURRENCY_PAGE)}
      {...pressable(() => void openPage(CURRENCY_PAGE))}
      data-testid='setup-currency'
    >
      <Text className='form-row__label setup__label'>{t('plugin-exchangerate.settings_entry')}</Text>
      <View className='form-row__value setup__value'>{app.currencySymbol}</View>
      <Icon name='chevron-right' size={32} color='#999' />
    </View>
  )
})
