import { View } from '@tarojs/components'
import { useMemo } from 'react'
import { code128Widths } from '@/lib/code128'
import './barcode-view.scss'

interface Props {
  text: string
  /** Height of the bars in design units (750 wide). */
  height?: number
  testId?: string
}

/**
 * A Code 128 barcode drawn as bars (lib/code128): one element per bar or space, as wide as its modules,
 * between quiet zones. Draws nothing for text Code 128 cannot hold.
 */
export function BarcodeView({ text, height = 140, testId = 'barcode' }: Props) {
  const widths = useMemo(() => code128Widths(text), [text])
  if (!widths) return null
  return (
    <View className='barcode' style={{ height: `${height}px` }} data-testid={testId} data-modules={widths.reduce((a, b) => a + b, 0)}>
      {widths.map((width, i) => (
        <View key={i} className={i % 2 === 0 ? 'barcode__bar' : 'barcode__space'} style={{ flexGrow: width }} />
      ))}
    </View>
  )
}
