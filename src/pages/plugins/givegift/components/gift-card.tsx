import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { Gift } from '@/api/plugins/givegift'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { DetailRows } from '../../kit/detail-rows'
import '../../kit/kit.scss'
import './givegift.scss'
import '@/i18n/locales/plugin-givegift'
import { imageAlt } from '../../kit/image-alt'

const area = 'plugin-givegift'

/** One gift as "my gifts" shows it: number and status, the goods, units claimed, message, amount (brief: the head and goods). */
export const GiftCard = observer(function GiftCard({
  gift,
  onOpen,
  actions,
  brief,
}: {
  gift: Gift
  onOpen?: () => void
  actions?: ReactNode
  brief?: boolean
}) {
  return (
    <View className='pk-card' data-testid='gift-row' data-status={gift.status}>
      <View onClick={onOpen} {...(onOpen ? pressable(onOpen) : {})}>
        <View className='pk-card__head'>
          <Text>{t(`${area}.gift_no`, { no: gift.giftNo })}</Text>
          <Text className='pk-card__status' data-testid='gift-status'>
            {gift.statusName}
          </Text>
        </View>
        <View className='gg-goods gg-row__goods'>
          <Image className='gg-goods__image' src={gift.goods.image} mode='aspectFill' {...imageAlt('')} />
          <View className='gg-goods__info'>
            <Text className='gg-goods__title'>{gift.goods.title}</Text>
            <View className='gg-goods__price'>
              <Text data-testid='gift-claimed'>{t(`${area}.units_claimed`, { claimed: gift.receiveNumber, total: gift.buyNumber })}</Text>
            </View>
          </View>
        </View>
        {/* The detail page lists these among its own lines. */}
        {brief ? null : (
          <>
            <Text className='gg-row__message'>{gift.message || t(`${area}.no_message`)}</Text>
            <DetailRows
              rows={[
                [t(`${area}.amount`), <Price key='p' value={gift.totalPrice} />],
                [t(`${area}.unlimited`), gift.unlimitedName],
              ]}
            />
          </>
        )}
      </View>
      {actions ? <View className='pk-card__actions'>{actions}</View> : null}
    </View>
  )
})
