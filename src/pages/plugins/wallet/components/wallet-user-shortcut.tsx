import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { getWalletHome, parseWalletBase, type WalletHome } from '@/api/plugins/wallet'
import { Icon } from '@/components/icon/icon'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { WALLET_PAGES } from './routes'
import './wallet.scss'
import '@/i18n/locales/plugin-wallet'

interface Props {
  /** Change it (e.g. on the user centre's onShow / pull-down) to load the balance again. */
  refreshKey?: number
}

/**
 * User-centre entry (api-plugins-1 §5.12): the available balance linking to My wallet, and the
 * payment-code link when the plugin's base data enables it. Renders nothing when the
 * plugin is off or for guests; a failed balance load still shows the link (without an amount).
 */
export const WalletUserShortcut = observer(function WalletUserShortcut({ refreshKey = 0 }: Props) {
  const { app, session } = useStores()
  const enabled = app.isPluginEnabled('wallet')
  const [home, setHome] = useState<WalletHome | null>(null)
  useEffect(() => {
    if (!enabled || !session.isLoggedIn) return undefined
    let live = true
    void getWalletHome().then((result) => {
      if (live && result.ok) setHome(result.data)
    })
    return () => {
      live = false
    }
  }, [enabled, session.isLoggedIn, refreshKey])

  if (!enabled || !session.isLoggedIn) return null
  const paymentCode = Boolean(app.pluginBase('wallet', parseWalletBase)?.paymentCodeEnabled)
  return (
    <View className='wallet-shortcut' data-testid='wallet-shortcut'>
      <View className='wallet-shortcut__main' onClick={() => void openPage(WALLET_PAGES.user)} {...pressable(() => void openPage(WALLET_PAGES.user))}>
        <View className='wallet-shortcut__icon'>
          <Icon name='wallet' size={36} />
        </View>
        <Text className='wallet-shortcut__label'>{t('plugin-wallet.my_wallet')}</Text>
        {home ? <Price value={home.balance.normal} /> : null}
      </View>
      {paymentCode ? (
        <View
          className='wallet-shortcut__code'
          data-testid='wallet-shortcut-code'
          onClick={() => void openPage(WALLET_PAGES.paymentCode)}
          {...pressable(() => void openPage(WALLET_PAGES.paymentCode))}
        >
          <Icon name='qr-code' size={28} />
          <Text>{t('plugin-wallet.payment_code')}</Text>
        </View>
      ) : null}
    </View>
  )
})
