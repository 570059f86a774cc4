import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { accountOptions, type CoinAccount } from '@/api/plugins/coin'
import { Icon } from '@/components/icon/icon'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { imageAlt } from '../../kit/image-alt'
import { OptionSheet } from './option-sheet'

interface Props {
  accounts: CoinAccount[]
  account: CoinAccount
  onChange: (id: string) => void
  testId?: string
}

/** The current account (icon, name, symbol) with a drop-down sheet to switch to another one. */
export const AccountPicker = observer(function AccountPicker({ accounts, account, onChange, testId = 'coin-account-picker' }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <View className='coin-picker' data-testid={testId} onClick={() => setOpen(true)} {...pressable(() => setOpen(true))}>
        {account.platformIcon ? <Image className='coin-picker__icon' src={account.platformIcon} {...imageAlt('')} /> : null}
        <Text className='coin-picker__name'>
          {account.platformName} ({account.symbol})
        </Text>
        <Icon name='chevron-down' size={28} className='coin-picker__arrow' />
      </View>
      <OptionSheet
        open={open}
        title={t('plugin-coin.account_type')}
        options={accountOptions(accounts)}
        value={account.id}
        onSelect={(id) => id !== account.id && onChange(id)}
        onClose={() => setOpen(false)}
        testId={`${testId}-sheet`}
      />
    </>
  )
})
