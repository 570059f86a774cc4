import { parseFill, strings, type Fill, type Raw } from '../diy'
import { readCardLook, type CardLook } from '../diy-modules/card-look'
import { dataSourceRows } from '../diy-modules/rows'
import { readTabBarLook, tabsOf, type TabbedModule } from '../diy-modules/tabs'
import { int, obj, str } from '../parse'
import { parseAskQuestion, type AskQuestion } from './ask'

/** A reply badge as the designer styled it ("answered" / "waiting"). */
export interface ReplyBadgeLook {
  fill: Fill
  color: string
}

/** The page builder's Q&A module (api-plugins-2 2.4 "ask"): questions by the data-source pattern. */
export interface AskDiyModule {
  /** '0' one column, '1' two columns, '2' big cards, '3' sideways slide. */
  theme: string
  questions: Array<AskQuestion & { url: string }>
  /** Which parts show: 'ranking', 'reply_status', 'time', 'page_view'. */
  show: string[]
  /** Lines of the title; 0 for as many as it needs. */
  titleLines: number
  answered: ReplyBadgeLook
  waiting: ReplyBadgeLook
  look: CardLook
}

const ASK_PAGE = '/pages/plugins/ask/detail/detail'

const badgeLook = (raw: unknown): ReplyBadgeLook => ({ fill: parseFill(obj(raw)), color: str(obj(raw).font_color) })

const questionsOf = (c: Raw) =>
  dataSourceRows(c, 'title', 'cover')
    .filter((row) => str(row.id))
    .map((row) => ({ ...parseAskQuestion(row), url: str(row.url) || `${ASK_PAGE}?id=${str(row.id)}` }))

/** The display part of the module; ask-tabs draws each tab's own questions with it. */
function readAskDisplay(c: Raw, s: Raw, questions: AskDiyModule['questions']): AskDiyModule {
  return {
    theme: str(c.theme, '0'),
    questions,
    show: c.is_show === undefined ? ['reply_status', 'time', 'page_view'] : strings(c.is_show),
    titleLines: int(c.title_display_method, 0),
    answered: badgeLook(s.returned_style),
    waiting: badgeLook(s.not_replied_yet_style),
    look: readCardLook(c, s, 'ask'),
  }
}

export const readAskDiy = (c: Raw, s: Raw): AskDiyModule => readAskDisplay(c, s, questionsOf(c))

export type AskTabsDiyModule = TabbedModule<AskDiyModule>

/** ask-tabs: each tab lists its own questions (its own filter on the server) in the module's look. */
export const readAskTabsDiy = (c: Raw, s: Raw): AskTabsDiyModule => ({
  bar: readTabBarLook(c, s),
  tabs: tabsOf(c, (tab) => readAskDisplay(c, s, questionsOf(tab))),
})
