import { ScrollView, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './h-scroll.scss'

interface Props {
  className: string
  children: ReactNode
  testId?: string
}

/**
 * A sideways strip. The web scrolls a plain box (Taro's H5 ScrollView would load with every page-builder
 * page for this alone); mini-programs need their scroll-view. The ternary keeps one branch per build.
 */
export function HScroll({ className, children, testId }: Props) {
  return process.env.TARO_ENV === 'h5' ? (
    <View className={`h-scroll ${className}`} data-testid={testId}>
      {children}
    </View>
  ) : (
    <ScrollView scrollX className={className} data-testid={testId}>
      {children}
    </ScrollView>
  )
}
