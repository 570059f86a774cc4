import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { t } from '@/i18n'
import './dist.scss'
import { pressable } from '@/lib/a11y'

/** A bottom sheet of the plugin's pages: mask, title, close, content and an optional footer. */
export const BottomSheet = observer(function BottomSheet({
  title,
  onClose,
  children,
  footer,
  testId,
}: {
  title: string
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
  testId?: string
}) {
  return (
    <View className='dist-sheet' data-testid={testId}>
      <View className='dist-sheet__mask' onClick={onClose} />
      <View className='dist-sheet__panel'>
        <View className='dist-sheet__head'>
          <Text className='dist-sheet__title'>{title}</Text>
          <Text className='dist-sheet__close' onClick={onClose} {...pressable(onClose)}>
            {t('common.cancel')}
          </Text>
        </View>
        <View className='dist-sheet__body'>{children}</View>
        {footer ? <View className='dist-sheet__foot'>{footer}</View> : null}
      </View>
    </View>
  )
})
