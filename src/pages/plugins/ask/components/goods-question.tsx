import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { askDetailUrl, type AskQuestion } from '@/api/plugins/ask'
import { getMoreComments, type DiscussionComment } from '@/api/plugins/discussion'
import { previewImages } from '@/components/image-viewer/image-preview'
import { SafeRichText } from '@/components/rich-text/rich-text'
import { t } from '@/i18n'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openPage, toast } from '@/lib/navigate'
import './ask.scss'
import '@/i18n/locales/plugin-ask'
import '@/i18n/locales/plugin-ask-embeds'
import { pressable } from '@/lib/a11y'
import { imageAlt } from '../../kit/image-alt'

interface Answers {
  open: boolean
  items: DiscussionComment[]
  page: number
  total: number
  loading: boolean
}

/**
 * A question on a goods' Q&A list: asker and date, the question and its pictures, the shop's answer, and
 * "view all N answers" (shoppers' answers a page at a time, with what is left and "collapse").
 */
export const GoodsQuestion = observer(function GoodsQuestion({ question }: { question: AskQuestion }) {
  const [answers, setAnswers] = useState<Answers>({ open: false, items: [], page: 0, total: question.comments, loading: false })
  const left = answers.total - answers.items.length

  const load = async () => {
    if (answers.loading) return
    setAnswers({ ...answers, open: true, loading: true })
    const page = answers.page + 1
    const result = await getMoreComments('ask', question.id, '', page)
    if (!result.ok) {
      toast(result.msg)
      setAnswers((a) => ({ ...a, loading: false }))
      return
    }
    setAnswers((a) => ({ open: true, items: [...a.items, ...result.data.items], page, total: result.data.total, loading: false }))
  }

  const openQuestion = () => void openPage(askDetailUrl(question.id))
  const collapse = () => setAnswers({ ...answers, open: false })
  return (
    <View className='ask-card ask-goods-question' data-testid='ask-goods-question'>
      <View className='ask-goods-question__who'>
        <Text>{question.asker}</Text>
        <Text>{question.date}</Text>
      </View>
      <View className='ask-detail__head' onClick={openQuestion} {...pressable(openQuestion)}>
        <Text className='ask-detail__mark'>{t('plugin-ask.q')}</Text>
        <Text className='ask-goods-question__title'>{question.title}</Text>
      </View>
      {question.contentText && question.contentText !== question.title ? <Text className='ask-goods-question__words'>{question.contentText}</Text> : null}
      {question.images.length ? (
        <View className='ask-goods-question__images'>
          {question.images.map((image, index) => (
            <Image
              key={image}
              className='ask-goods-question__image'
              src={image}
              mode='aspectFill'
              {...imageAlt(t('plugin-ask.image_n', { n: index + 1 }), LAZY_IMAGE)}
              onClick={() => previewImages(question.images, image)}
              {...pressable(() => previewImages(question.images, image), t('plugin-ask.image_n', { n: index + 1 }))}
            />
          ))}
        </View>
      ) : null}
      <View className='ask-detail__head ask-goods-question__answer'>
        <Text className='ask-detail__mark ask-detail__mark--answer'>{t('plugin-ask.a')}</Text>
        {question.answered ? (
          <SafeRichText className='ask-goods-question__reply' html={question.replyHtml} />
        ) : (
          <Text className='ask-goods-question__none'>{t('plugin-ask.no_reply_yet')}</Text>
        )}
      </View>
      {answers.open
        ? answers.items.map((answer) => (
            <View key={answer.id} className='ask-goods-question__shopper' data-testid='ask-goods-answer'>
              <Text className='ask-goods-question__shopper-name'>{answer.author.name}</Text>
              <SafeRichText html={answer.content} />
            </View>
          ))
        : null}
      {answers.total > 0 ? (
        <View className='ask-goods-question__toggle'>
          {!answers.open ? (
            <Text onClick={() => void load()} {...pressable(() => void load())} data-testid='ask-goods-answers'>
              {t('plugin-ask.view_answers', { n: answers.total })}
            </Text>
          ) : (
            <>
              {left > 0 ? (
                <Text onClick={() => void load()} {...pressable(() => void load())} data-testid='ask-goods-answers-more'>
                  {answers.loading ? t('common.loading') : t('plugin-ask.more_answers', { n: left })}
                </Text>
              ) : null}
              <Text onClick={collapse} {...pressable(collapse)} data-testid='ask-goods-answers-collapse'>
                {t('plugin-ask.collapse')}
              </Text>
            </>
          )}
        </View>
      ) : null}
    </View>
  )
})
