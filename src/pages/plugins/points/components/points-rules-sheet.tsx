import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { ActionButton } from '@/components/action-button/action-button'
import { t } from '@/i18n'
import './points-rules-sheet.scss'
import '@/i18n/locales/plugin-points'

/** Bottom sheet with the points rules, closed with "got it". */
export const PointsRulesSheet = observer(function PointsRulesSheet({ open, rules, onClose }: { open: boolean; rules: string[]; onClose: () => void }) {
  if (!open) return null
  return (
    <View className='points-sheet' data-testid='points-rules'>
      <View className='points-sheet__mask' onClick={onClose} />
      <View className='points-sheet__panel'>
        <Text className='points-sheet__title'>{t('plugin-points.rules')}</Text>
        {rules.map((line, index) => (
          <Text key={line} className='points-sheet__line'>
            {index + 1}. {line}
          </Text>
        ))}
        <ActionButton size='large' onClick={onClose} className='points-sheet__ok'>
          {t('plugin-points.rules_ok')}
        </ActionButton>
      </View>
    </View>
  )
})
