import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
// Per-component import: the taro-ui barrel would drag other components' dependencies into this chunk.
import AtButton from 'taro-ui/lib/components/button'
import 'taro-ui/lib/style/components/button.scss'
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
        <AtButton type='primary' circle onClick={onClose} className='points-sheet__ok'>
          {t('plugin-points.rules_ok')}
        </AtButton>
      </View>
    </View>
  )
})
