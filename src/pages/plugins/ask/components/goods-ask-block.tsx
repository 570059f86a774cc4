import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { askDetailUrl, askFormUrl, askGoodsListUrl, parseGoodsAskBlock } from '@/api/plugins/ask'
import { ActionButton } from '@/components/action-button/action-button'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import { useStores } from '@/stores/root-store'
import './ask.scss'
import '@/i18n/locales/plugin-ask-embeds'
import { Icon } from '@/components/icon/icon'
import { pressable } from '@/lib/a11y'

/**
 * Goods detail's Q&A block (api-plugins-2 §3.10): the goods' question count, its newest questions with the
 * shop's answers, "view all" (the goods' Q&A list) and "ask a question". Nothing while the plugin is off.
 */
export const GoodsAskBlock = observer(function GoodsAskBlock({ goodsId, data }: { goodsId: string; data: unknown }) {
  const { app } = useStores()
  const block = useMemo(() => parseGoodsAskBlock(data), [data])
  if (!app.isPluginEnabled('ask') || !block || !goodsId) return null
  const openAll = () => void openPage(askGoodsListUrl(goodsId))
  const openQuestion = (id: string) => void openPage(askDetailUrl(id))
  const ask = () => {
    if (ensureLogin()) void openPage(askFormUrl({ goodsId }))
  }
  return (
    <View className='ask-block' data-testid='goods-ask-block'>
      <View className='ask-block__head' onClick={openAll} {...pressable(openAll)} data-testid='goods-ask-all'>
        <Text className='ask-block__title'>{t('plugin-ask.block_title', { n: block.total })}</Text>
        <Text className='ask-block__more'>
          {t('plugin-ask.view_all')}
          <Icon name='chevron-right' size={24} />
        </Text>
      </View>
      {block.questions.length ? (
        block.questions.map((question) => (
          <View
            key={question.id}
            className='ask-block__item'
            onClick={() => openQuestion(question.id)}
            {...pressable(() => openQuestion(question.id))}
            data-testid='goods-ask-item'
          >
            <View className='ask-block__line'>
              <Text className='ask-detail__mark'>{t('plugin-ask.q')}</Text>
              <Text className='ask-block__question'>{question.title}</Text>
            </View>
            <View className='ask-block__line'>
              <Text className='ask-detail__mark ask-detail__mark--answer'>{t('plugin-ask.a')}</Text>
              <Text className={`ask-block__answer ${question.answered ? '' : 'ask-block__answer--none'}`}>
                {question.answered ? question.replyText : t('plugin-ask.no_reply_yet')}
              </Text>
            </View>
          </View>
        ))
      ) : (
        <Text className='ask-block__empty'>{t('plugin-ask.block_empty')}</Text>
      )}
      {block.canAsk ? (
        <View className='ask-block__ask'>
          <ActionButton kind='secondary' size='small' onClick={ask} testId='goods-ask-new'>
            {t('plugin-ask.ask')}
          </ActionButton>
        </View>
      ) : null}
    </View>
  )
})
