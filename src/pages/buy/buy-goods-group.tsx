import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { WarehouseGroup } from '@/api/buy'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { pressable, imageAlt } from '@/lib/a11y'
import '@/i18n/locales/cart'
import '@/components/cart-list/check.scss'

interface Props {
  group: WarehouseGroup
  disabled: boolean
  /** A freight option was chosen (its position in the warehouse's list). */
  onFreight: (key: number) => void
  /** Open the warehouse on a map (pickup warehouses carry coordinates). */
  onMap: () => void
}

/** One warehouse's goods, its freight choice, extension rows and subtotal (becomes one order). */
export const BuyGoodsGroup = observer(function BuyGoodsGroup({ group, disabled, onFreight, onMap }: Props) {
  const freight = group.freight
  const [choosing, setChoosing] = useState(false)
  return (
    <View className='buy-card buy-group' data-testid='buy-group'>
      <View className='buy-group__head'>
        {group.icon ? <Image className='buy-group__icon' src={group.icon} mode='aspectFit' {...imageAlt('')} /> : null}
        <Text className='buy-group__name'>{group.alias || group.name}</Text>
        {group.lng && group.lat ? (
          <Text className='buy-group__map' onClick={onMap} {...pressable(onMap)} data-testid='buy-group-map'>
            {t('cart.view_map')}
          </Text>
        ) : null}
      </View>
      {group.items.map((item) => (
        <View
          key={item.key}
          className='buy-line'
          data-testid='buy-line'
          onClick={() => item.url && void openPage(item.url)}
          {...pressable(() => item.url && void openPage(item.url))}
        >
          <Image className='buy-line__image' src={item.image} mode='aspectFill' {...imageAlt('')} />
          <View className='buy-line__info'>
            <Text className='buy-line__title'>{item.title}</Text>
            {item.specText ? <Text className='buy-line__spec'>{item.specText}</Text> : null}
            <View className='buy-line__bottom'>
              <Price value={item.price} />
              <Text className='buy-line__qty'>x{item.stock}</Text>
            </View>
          </View>
        </View>
      ))}
      {freight ? (
        <>
          <View
            className='buy-row buy-row--link'
            onClick={() => !disabled && setChoosing(!choosing)}
            {...pressable(() => !disabled && setChoosing(!choosing))}
            data-testid='buy-freight'
          >
            <Text className='buy-row__label'>{t('cart.freight')}</Text>
            <Text className='buy-row__value'>{freight.options[freight.chosen] ?? ''}</Text>
            <Text className='buy-row__arrow'>{choosing ? '⌃' : '›'}</Text>
          </View>
          {choosing
            ? freight.options.map((name, key) => (
                <View
                  key={name}
                  className='buy-freight-option'
                  onClick={() => {
                    setChoosing(false)
                    if (key !== freight.chosen && !disabled) onFreight(key)
                  }}
                  {...pressable(() => {
                    setChoosing(false)
                    if (key !== freight.chosen && !disabled) onFreight(key)
                  })}
                  data-testid='buy-freight-option'
                >
                  <Text className='buy-freight-option__name'>{name}</Text>
                  <View className={`check ${key === freight.chosen ? 'check--on' : ''}`} />
                </View>
              ))
            : null}
        </>
      ) : null}
      {group.extensions.map((row) => (
        <View key={row.name} className='buy-row'>
          <Text className='buy-row__label'>{row.name}</Text>
          <Text className='buy-row__value'>{row.tips || row.price}</Text>
        </View>
      ))}
      <View className='buy-group__subtotal'>
        <Text className='buy-group__count'>{t('cart.warehouse_count', { n: group.totals.buyCount })}</Text>
        <Text>{t('cart.subtotal')}</Text>
        <Price value={group.totals.actualPrice} className='buy-group__subtotal-price' />
      </View>
    </View>
  )
})
