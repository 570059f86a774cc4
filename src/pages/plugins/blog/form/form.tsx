import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { BLOG_USER_LIST_PAGE, getBlogFormInfo, saveBlogPost } from '@/api/plugins/blog'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { whenLinked } from '@/lib/route-params'
import { goBack, toast } from '@/lib/navigate'
import { RecordStatus, routeId } from '../../kit/record-status'
import { BlogFormFields, type BlogFormValues } from '../components/blog-form-fields'
import { checkBlogForm, draftOf, formValues } from '../components/blog-form-rules'
import { usePublishForm } from '../../kit/use-publish-form'
import '@/styles/form-rows.scss'
import '../components/blog.scss'
import '@/i18n/locales/plugin-blog'

const BACK_DELAY_MS = 2000

/**
 * Publish or edit a post (api-plugins-2 §3.5, login): blog/blog/saveinfo fills the categories and, with
 * ?id=, the post; blog/blog/save sends what the form shows (its own values, never the loaded ones) and
 * goes back to my posts two seconds after success. A refused save keeps everything typed.
 */
const fillBlog = (info: { draft: Parameters<typeof formValues>[0] }): BlogFormValues => formValues(info.draft)

function BlogFormPage() {
  const raw = useRouter().params.id
  const id = routeId(raw)
  const allowed = useLoginGate()
  const info = useRemote(
    // A new post needs no id; an ?id= that is not one is a broken link.
    whenLoggedIn(
      allowed,
      whenLinked(raw && !id ? '' : 'form', () => getBlogFormInfo(id)),
    ),
    [allowed, id, raw],
  )
  const { values, setValues, saving, saved, submit: publish } = usePublishForm(info.data, fillBlog)

  const submit = () =>
    publish(
      (v) => checkBlogForm(v)?.message ?? null,
      (v) => saveBlogPost(id, draftOf(v)),
      (msg) => {
        toast(msg || t('plugin-blog.saved'), 'success')
        setTimeout(() => goBack(BLOG_USER_LIST_PAGE), BACK_DELAY_MS)
      },
    )

  const titleKey = id ? 'plugin-blog.title_edit' : 'plugin-blog.title_form'
  if (!allowed) {
    return (
      <PageShell titleKey={titleKey}>
        <GuestNotice />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey={titleKey}>
      <RecordStatus remote={info} notFound={t('plugin-blog.not_found')} />
      {info.status === 'ready' && info.data && values ? (
        <View className='blog-page blog-form' data-testid='blog-form'>
          {info.data.statusName ? (
            <Text className='blog-form__status' data-testid='blog-form-status'>
              {t('plugin-blog.own_status', { status: info.data.statusName })}
            </Text>
          ) : null}
          <BlogFormFields info={info.data} values={values} disabled={saving || saved} onChange={(patch) => setValues({ ...values, ...patch })} />
          <View className='blog-form__submit'>
            <ActionButton size='large' busy={saving} disabled={saved} onClick={() => void submit()} testId='blog-form-submit'>
              {t('plugin-blog.submit')}
            </ActionButton>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(BlogFormPage)
