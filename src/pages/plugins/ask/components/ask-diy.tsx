import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { readAskDiy, readAskTabsDiy, type AskDiyModule, type ReplyBadgeLook } from '@/api/plugins/ask-diy'
import { fillStyle } from '@/components/diy/box-style'
import { CARD_LAYOUTS, DiyCardList } from '@/components/diy/parts/card-list'
import { Tabbed } from '@/components/diy/parts/tabbed'
import { defineDiyModule } from '@/components/diy/registry'
import { t } from '@/i18n'
import { openUrl } from '@/lib/navigate'
import './ask-diy.scss'
import '@/i18n/locales/diy-plugins'

type DiyQuestion = AskDiyModule['questions'][number]

function ReplyBadge({ answered, look }: { answered: boolean; look: ReplyBadgeLook }) {
  return (
    <Text
      className={`ask-diy__badge ${answered ? 'ask-diy__badge--answered' : ''}`}
      style={{ ...fillStyle(look.fill), ...(look.color ? { color: look.color } : {}) }}
      data-testid='ask-diy-reply'
    >
      {answered ? t('diy-plugins.ask_answered') : t('diy-plugins.ask_waiting')}
    </Text>
  )
}

/** One question: its place (one-column list), title, then answered or not, date and views, as the module shows them. */
const QuestionBody = observer(function QuestionBody({ question, rank, module }: { question: DiyQuestion; rank: number; module: AskDiyModule }) {
  const shows = (part: string) => module.show.includes(part)
  const ranked = module.theme === '0' && shows('ranking')
  return (
    <View className='ask-diy__question'>
      <View className='ask-diy__head'>
        {ranked ? <Text className={`ask-diy__rank ${rank <= 3 ? 'ask-diy__rank--top' : ''}`}>{rank}</Text> : null}
        <Text
          className={`ask-diy__title ${module.titleLines ? 'ask-diy__title--clamped' : ''}`}
          style={{ ...(module.titleLines ? { WebkitLineClamp: module.titleLines } : {}), ...(module.look.titleColor ? { color: module.look.titleColor } : {}) }}
        >
          {question.title}
        </Text>
      </View>
      {shows('reply_status') || shows('time') || shows('page_view') ? (
        <View className={`ask-diy__meta ${ranked ? 'ask-diy__meta--ranked' : ''}`}>
          {shows('reply_status') ? <ReplyBadge answered={question.answered} look={question.answered ? module.answered : module.waiting} /> : null}
          {shows('time') && question.date ? <Text>{question.date}</Text> : null}
          {shows('page_view') ? <Text>{t('diy-plugins.ask_views', { n: question.views })}</Text> : null}
        </View>
      ) : null}
    </View>
  )
})

/** Questions in the module's layout; a tap opens the question. */
function AskList({ module, testId }: { module: AskDiyModule; testId: string }) {
  const layout = CARD_LAYOUTS[module.theme] ?? 'list'
  return (
    <View className={`ask-diy ask-diy--${layout}`}>
      <DiyCardList
        layout={layout}
        look={module.look}
        items={module.questions}
        itemKey={(question) => question.id}
        onOpen={(question) => openUrl(question.url)}
        render={(question) => <QuestionBody question={question} rank={module.questions.indexOf(question) + 1} module={module} />}
        testId={testId}
        itemTestId='ask-diy-question'
      />
    </View>
  )
}

/** The ask plugin's page-builder modules (registered by ../embeds/diy.tsx): a question list, and tabs of them. */
const askDiy = {
  ask: defineDiyModule({ read: readAskDiy, View: ({ data }) => <AskList module={data} testId='ask-diy' />, isEmpty: (d) => !d.questions.length }),
  'ask-tabs': defineDiyModule({
    read: readAskTabsDiy,
    isEmpty: (d) => !d.tabs.length,
    View: ({ data }) => <Tabbed module={data} testId='ask-diy-tabs' render={(body) => <AskList module={body} testId='ask-diy' />} />,
  }),
}

export default askDiy
