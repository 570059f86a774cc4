import type { BlogDraft } from '@/api/plugins/blog'
import { RULES, validate, type ValidationError } from '@/lib/validation'
import { draftHasContent, draftToHtml, htmlToDraft } from '../../kit/rich-draft'
import type { BlogFormValues } from './blog-form-fields'

/** The form's values for a new post, or for the post being edited. */
export function formValues(draft: BlogDraft | null): BlogFormValues {
  return {
    title: draft?.title ?? '',
    categoryId: draft?.categoryId ?? '',
    enabled: draft?.enabled ?? true,
    covers: draft?.cover ? [draft.cover] : [],
    body: htmlToDraft(draft?.content ?? ''),
    describe: draft?.describe ?? '',
    seoTitle: draft?.seoTitle ?? '',
    seoKeywords: draft?.seoKeywords ?? '',
    seoDesc: draft?.seoDesc ?? '',
  }
}

/** The first broken rule of RULES.blog (title, category and content required; the lengths of §3.5). */
export function checkBlogForm(values: BlogFormValues): ValidationError | null {
  return validate(
    {
      title: values.title.trim(),
      blog_category_id: values.categoryId,
      content: draftHasContent(values.body) ? 'yes' : '',
      describe: values.describe,
      seo_title: values.seoTitle,
      seo_keywords: values.seoKeywords,
      seo_desc: values.seoDesc,
    },
    RULES.blog,
  )
}

/** What blog/blog/save gets. */
export function draftOf(values: BlogFormValues): BlogDraft {
  return {
    title: values.title.trim(),
    categoryId: values.categoryId,
    enabled: values.enabled,
    cover: values.covers[0] ?? '',
    content: draftToHtml(values.body),
    describe: values.describe.trim(),
    seoTitle: values.seoTitle.trim(),
    seoKeywords: values.seoKeywords.trim(),
    seoDesc: values.seoDesc.trim(),
  }
}
