import type { ReviewDraft } from '@/api/review'
import { t } from '@/i18n'
import { RULES, validate, type ValidationError } from '@/lib/validation'
import '@/i18n/locales/activity'

/** Spec 5 "order review" for one goods: score required, content 6-230, at most 3 images. */
export function validateReviewDraft(draft: ReviewDraft): ValidationError | null {
  return validate({ rating: draft.rating, content: draft.content.trim(), images: draft.images }, RULES.orderReview)
}

/**
 * Every goods of the order must pass; with several goods the message says which one
 * ("Item 2: ..."), so the shopper knows where to look. `index` is the failing goods.
 */
export function validateReviewDrafts(drafts: ReviewDraft[]): (ValidationError & { index: number }) | null {
  for (let index = 0; index < drafts.length; index++) {
    const error = validateReviewDraft(drafts[index])
    if (!error) continue
    const message = drafts.length > 1 ? t('activity.review_item_error', { n: index + 1, message: error.message }) : error.message
    return { field: error.field, message, index }
  }
  return null
}

export function emptyDraft(): ReviewDraft {
  return { rating: 0, content: '', images: [] }
}
