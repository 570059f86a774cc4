import type { AskDraft } from '@/api/plugins/ask'
import { RULES, validate, type ValidationError } from '@/lib/validation'
import { draftHasContent, draftToHtml, htmlToDraft, type RichDraft } from '../../kit/rich-draft'

/** What the ask form edits: the question's fields with its words as a draft. */
export interface AskFormValues {
  title: string
  body: RichDraft
  categoryId: string
  email: string
  mobile: string
}

export function askFormValues(draft: AskDraft | null): AskFormValues {
  return {
    title: draft?.title ?? '',
    body: htmlToDraft(draft?.content ?? ''),
    categoryId: draft?.categoryId ?? '',
    email: draft?.email ?? '',
    mobile: draft?.mobile ?? '',
  }
}

/**
 * The first broken rule of RULES.askQuestion: title (up to 16) and content required; the reply notice
 * e-mail and mobile checked only when the shop shows them and they were filled in.
 */
export function checkAskForm(values: AskFormValues, show: { email: boolean; mobile: boolean }): ValidationError | null {
  return validate(
    {
      title: values.title.trim(),
      content: draftHasContent(values.body) ? 'yes' : '',
      email_notice: show.email ? values.email.trim() : '',
      mobile_notice: show.mobile ? values.mobile.trim() : '',
    },
    RULES.askQuestion,
  )
}

export function askDraftOf(values: AskFormValues): AskDraft {
  return {
    title: values.title.trim(),
    content: draftToHtml(values.body),
    categoryId: values.categoryId,
    email: values.email.trim(),
    mobile: values.mobile.trim(),
  }
}
