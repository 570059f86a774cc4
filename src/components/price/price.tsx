import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { formatPrice } from '@/lib/money'
import { useStores } from '@/stores/root-store'
import './price.scss'

interface Props {
  value: unknown
  /** Struck-through original price. */
  original?: boolean
  size?: 'small' | 'normal' | 'large'
  className?: string
}

/** A price with the configured currency symbol and two decimals. */
export const Price = observer(function Price({ value, original, size = 'normal', className }: Props) {
  const { app } = useStores()
  return <Text className={`price price--${size} ${original ? 'price--original' : ''} ${className ?? ''}`}>{formatPrice(value, app.currencySymbol)}</Text>
})
