import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { fullAddressText, type Address } from '@/api/address-parse'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import './address-card.scss'
import '@/i18n/locales/cart'

interface Props {
  /** The address to show; null shows emptyText (e.g. "choose a shipping address"). */
  address: (Pick<Address, 'name' | 'tel' | 'alias' | 'provinceName' | 'cityName' | 'countyName' | 'address'> & { isDefault?: boolean }) | null
  emptyText?: string
  /** Shows a chevron and makes the card tappable. */
  onClick?: () => void
  /** Coloured envelope stripe under the card, as on checkout pages. */
  stripe?: boolean
  className?: string
  testId?: string
}

/** A shipping or pickup address: who, phone, tags and the full address line. */
export const AddressCard = observer(function AddressCard({ address, emptyText, onClick, stripe, className, testId }: Props) {
  return (
    <View
      className={`address-view ${onClick ? 'address-view--tappable' : ''} ${className ?? ''}`}
      onClick={onClick}
      {...(onClick ? pressable(onClick) : {})}
      data-testid={testId ?? 'address-view'}
    >
      <View className='address-view__icon' />
      {address ? (
        <View className='address-view__body'>
          <View className='address-view__head'>
            <Text className='address-view__name'>{address.name}</Text>
            <Text className='address-view__tel'>{address.tel}</Text>
            {address.isDefault ? <Text className='address-view__tag address-view__tag--main'>{t('cart.default_tag')}</Text> : null}
            {address.alias ? <Text className='address-view__tag'>{address.alias}</Text> : null}
          </View>
          <Text className='address-view__text'>{fullAddressText(address)}</Text>
        </View>
      ) : (
        <View className='address-view__body'>
          <Text className='address-view__placeholder'>{emptyText ?? t('cart.add_address')}</Text>
        </View>
      )}
      {onClick ? <View className='address-view__arrow' /> : null}
      {stripe ? <View className='address-view__stripe' /> : null}
    </View>
  )
})
