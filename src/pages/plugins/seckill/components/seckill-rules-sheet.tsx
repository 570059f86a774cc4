import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { ActionButton } from '@/components/action-button/action-button'
import { t } from '@/i18n'
import './seckill-rules-sheet.scss'
import '@/i18n/locales/plugin-seckill'

/** Bottom sheet listing the sale's rules, closed with "got it". */
export const SeckillRulesSheet = observer(function SeckillRulesSheet({ open, rules, onClose }: { open: boolean; rules: string[]; onClose: () => void }) {
  if (!open) return null
  return (
    <View className='seckill-sheet' data-testid='seckill-rules'>
      <View className='seckill-sheet__mask' onClick={onClose} />
      <View className='seckill-sheet__panel'>
        <Text className='seckill-sheet__title'>{t('plugin-seckill.rules')}</Text>
        {rules.map((line, index) => (
          <Text key={line} className='seckill-sheet__line'>
            {index + 1}. {line}
          </Text>
        ))}
        <ActionButton size='large' onClick={onClose} className='seckill-sheet__ok'>
          {t('plugin-seckill.rules_ok')}
        </ActionButton>
      </View>
    </View>
  )
})
