import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { getCurrencyStore } from '@/stores/plugins/currency-store'
import './currency-setup-entry.scss'
import '@/i18n/locales/plugin-exchangerate'

export const CURRENCY_PAGE = '/pages/plugins/exchangerate/currency/currency'

/** Settings row: the current display currency, opening the currency picker. */
export const CurrencySetupEntry = observer(function CurrencySetupEntry() {
  const { app } = useStores()
  if (!app.isPluginEnabled('exchangerate')) return null
  const chosen = getCurrencyStore().chosen
  return (
    <View className='currency-entry' data-testid='currency-setup-entry' onClick={() => void openPage(CURRENCY_PAGE)}>
      <Text className='currency-entry__label'>{t('plugin-exchangerate.entry')}</Text>
      <Text className='currency-entry__value'>{chosen ? `${chosen.code} ${chosen.symbol}` : app.currencySymbol} ›</Text>
    </View>
  )
})
