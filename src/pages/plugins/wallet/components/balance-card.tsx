import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { WalletBalance } from '@/api/plugins/wallet'
import { Icon } from '@/components/icon/icon'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { shownAmount } from './wallet-forms'
import '@/i18n/locales/plugin-wallet'

interface Props {
  balance: WalletBalance
  visible: boolean
  onToggle: () => void
}

/** Available / frozen / gifted money, hidden as *** until the eye is tapped (client-side only). */
export const BalanceCard = observer(function BalanceCard({ balance, visible, onToggle }: Props) {
  const cell = (key: 'normal' | 'frozen' | 'give', value: string) => (
    <View className='wallet-card__cell' key={key}>
      {visible ? <Price value={value} className='wallet-card__money' /> : <Text className='wallet-card__money'>{shownAmount(value, false)}</Text>}
      <Text className='wallet-card__label'>{t(`plugin-wallet.${key}`)}</Text>
    </View>
  )
  return (
    <View className='wallet-card' data-testid='wallet-balance' data-visible={visible ? '1' : '0'}>
      <View className='wallet-card__head'>
        <Text>{t('plugin-wallet.my_wallet')}</Text>
        <View className='wallet-card__eye' data-testid='wallet-eye' onClick={onToggle} {...pressable(onToggle)}>
          <Icon name={visible ? 'eye-off' : 'eye'} size={28} />
          <Text>{visible ? t('plugin-wallet.hide_balance') : t('plugin-wallet.show_balance')}</Text>
        </View>
      </View>
      <View className='wallet-card__row'>
        {cell('normal', balance.normal)}
        {cell('frozen', balance.frozen)}
        {cell('give', balance.give)}
      </View>
    </View>
  )
})
