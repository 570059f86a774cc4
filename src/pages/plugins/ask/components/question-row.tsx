import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { askDetailUrl, type AskQuestion } from '@/api/plugins/ask'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import './ask.scss'
import '@/i18n/locales/plugin-ask'
import { pressable } from '@/lib/a11y'

/**
 * A question on the board: its title, its words when they say more than the title, answered or not
 * (or its place, on the ranked tab), date, views and answers.
 */
export const QuestionRow = observer(function QuestionRow({ question, rank }: { question: AskQuestion; rank?: number }) {
  const words = question.contentText && question.contentText !== question.title ? question.contentText : ''
  const open = () => void openPage(askDetailUrl(question.id))
  return (
    <View className='ask-row' onClick={open} {...pressable(open)} data-testid='ask-row'>
      <View className='ask-row__head'>
        {rank ? (
          <Text className={`ask-row__rank ${rank <= 3 ? 'ask-row__rank--top' : ''}`}>{rank}</Text>
        ) : (
          <Text className={`ask-badge ${question.answered ? 'ask-badge--answered' : ''}`}>
            {question.answered ? t('plugin-ask.answered') : t('plugin-ask.waiting')}
          </Text>
        )}
        <Text className='ask-row__title' data-testid='ask-row-title'>
          {question.title}
        </Text>
      </View>
      {words ? <Text className='ask-row__words'>{words}</Text> : null}
      <View className='ask-row__meta'>
        <Text>{question.date}</Text>
        <Text>{t('plugin-ask.views', { n: question.views })}</Text>
        <Text>{t('plugin-ask.answers', { n: question.comments })}</Text>
      </View>
    </View>
  )
})
