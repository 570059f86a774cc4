import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Icon } from '@/components/icon/icon'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import { useStores } from '@/stores/root-store'
import { INVOICE_PAGES } from './routes'
import '../../../../styles/form-rows.scss'
import '@/i18n/locales/plugin-invoice'

/**
 * Settings-page row "我的发票" (api-plugins-1 §13): shown only while plugins_base.invoice exists.
 * Drawn as a settings form row; put it inside a `form-card` of the setup page.
 */
export const InvoiceSettingsEntry = observer(function InvoiceSettingsEntry() {
  const { app } = useStores()
  if (!app.isPluginEnabled('invoice')) return null
  const open = () => ensureLogin() && void openPage(INVOICE_PAGES.list)
  return (
    <View className='form-row form-row--link' data-testid='invoice-settings-entry' onClick={open} {...pressable(open)}>
      <Text className='form-row__label'>{t('plugin-invoice.settings_entry')}</Text>
      <View className='form-row__value' />
      <Icon name='chevron-right' size={32} color='#999' />
    </View>
  )
})
