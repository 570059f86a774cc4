import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { parseToolboxGoodsTips, toolboxReviewUrl } from '@/api/plugins/intellectstools'
import { Icon } from '@/components/icon/icon'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import { useStores } from '@/stores/root-store'
import './toolbox.scss'
import '@/i18n/locales/plugin-intellectstools'
import { pressable } from '@/lib/a11y'

/**
 * Goods detail's toolbox card (api-plugins-2 §3.11, plugins_intellectstools_data): the shop's tips and
 * the "write a review" link (the URL v6.6.0 meant to build). Nothing while the plugin is off.
 */
export const ToolboxGoodsTips = observer(function ToolboxGoodsTips({ goodsId, data }: { goodsId: string; data: unknown }) {
  const { app } = useStores()
  const tips = useMemo(() => parseToolboxGoodsTips(data), [data])
  if (!app.isPluginEnabled('intellectstools') || !tips || !goodsId) return null
  const review = () => {
    if (ensureLogin()) void openPage(toolboxReviewUrl(goodsId))
  }
  return (
    <View className='toolbox-tips' data-testid='toolbox-goods-tips'>
      {tips.topLines.length ? (
        <View className='toolbox-tips__top'>
          {tips.topTitle ? <Text className='toolbox-tips__title'>{tips.topTitle}</Text> : null}
          {tips.topLines.map((line) => (
            <View key={line} className='toolbox-tips__line'>
              <Icon name='check' size={24} />
              <Text>{line}</Text>
            </View>
          ))}
        </View>
      ) : null}
      {tips.bottomText ? (
        <Text className='toolbox-tips__bottom'>
          {tips.bottomTitle ? t('plugin-intellectstools.bottom_line', { title: tips.bottomTitle, text: tips.bottomText }) : tips.bottomText}
        </Text>
      ) : null}
      {tips.canReview ? (
        <Text className='toolbox-tips__review' onClick={review} {...pressable(review)} data-testid='toolbox-review-link'>
          {t('plugin-intellectstools.write_review')}
          <Icon name='chevron-right' size={24} />
        </Text>
      ) : null}
    </View>
  )
})
