import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { t } from '@/i18n'
import './content-kit.scss'
import '@/i18n/locales/plugin-content'

/** A panel over the bottom of the page with a title and a close link; the mask closes it too. */
export const BottomSheet = observer(function BottomSheet({
  open,
  title,
  onClose,
  children,
  testId = 'bottom-sheet',
}: {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  testId?: string
}) {
  if (!open) return null
  return (
    <View className='pk-sheet' data-testid={testId}>
      <View className='pk-sheet__mask' onClick={onClose} />
      <View className='pk-sheet__panel'>
        <View className='pk-sheet__head'>
          <Text className='pk-sheet__title'>{title}</Text>
          <Text className='pk-sheet__close' onClick={onClose} data-testid={`${testId}-close`}>
            {t('plugin-content.close')}
          </Text>
        </View>
        <ScrollView scrollY className='pk-sheet__body'>
          {children}
        </ScrollView>
      </View>
    </View>
  )
})
