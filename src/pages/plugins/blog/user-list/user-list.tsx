import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { BLOG_FORM_PAGE, deleteBlogPosts, getMyBlogPosts, type BlogPost } from '@/api/plugins/blog'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { useLoginGate } from '@/hooks/use-login-gate'
import { usePagedList } from '@/hooks/use-paged-list'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { openPage, toast } from '@/lib/navigate'
import { BlogPostRow } from '../components/post-row'
import '../components/blog.scss'
import '@/i18n/locales/plugin-blog'
import { pressable } from '@/lib/a11y'

/** Published in green, awaiting review in amber, refused in red; a hidden post says so too. */
function statusClass(post: BlogPost): string {
  if (post.status === 1) return 'blog-status--ok'
  return post.status === 2 ? 'blog-status--refused' : 'blog-status--waiting'
}

const newPost = () => void openPage(BLOG_FORM_PAGE)

/**
 * My posts (api-plugins-2 §3.5, login): every state with its name, edit (the form with ?id=) and delete
 * after a confirm. The list comes back fresh after the form saved.
 */
function BlogUserListPage() {
  const allowed = useLoginGate()
  const list = usePagedList(getMyBlogPosts, [], { enabled: allowed })
  const [deleting, setDeleting] = useState('')
  useShowAgain(() => void list.refresh())

  const remove = async (post: BlogPost) => {
    if (deleting || !(await confirmAction(t('plugin-blog.confirm_delete', { title: post.title })))) return
    setDeleting(post.id)
    const result = await deleteBlogPosts([post.id])
    setDeleting('')
    if (!result.ok) return
    toast(result.msg || t('plugin-blog.deleted'), 'success')
    list.setItems((items) => items.filter((p) => p.id !== post.id))
  }

  if (!allowed) {
    return (
      <PageShell titleKey='plugin-blog.title_mine'>
        <GuestNotice />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey='plugin-blog.title_mine'>
      <View className='blog-page blog-page--with-footer'>
        <PagedList
          list={list}
          emptyMessage={t('plugin-blog.mine_empty')}
          renderItem={(post) => (
            <View key={post.id} className='blog-mine' data-testid='blog-mine-row'>
              <BlogPostRow post={post} />
              <View className='blog-mine__bar'>
                <Text className={`blog-status ${statusClass(post)}`} data-testid='blog-mine-status'>
                  {post.statusName}
                </Text>
                {post.enabled ? null : <Text className='blog-status blog-status--hidden'>{post.enabledName || t('plugin-blog.hidden')}</Text>}
                <View className='blog-mine__actions'>
                  <ActionButton kind='plain' size='small' onClick={() => void openPage(`${BLOG_FORM_PAGE}?id=${post.id}`)} testId='blog-mine-edit'>
                    {t('common.edit')}
                  </ActionButton>
                  <ActionButton kind='secondary' size='small' busy={deleting === post.id} onClick={() => void remove(post)} testId='blog-mine-delete'>
                    {t('common.delete')}
                  </ActionButton>
                </View>
              </View>
            </View>
          )}
        />
      </View>
      <View className='blog-footer'>
        <Text className='blog-footer__item blog-footer__item--main' onClick={newPost} {...pressable(newPost)} data-testid='blog-mine-new'>
          {t('plugin-blog.write_new')}
        </Text>
      </View>
    </PageShell>
  )
}

export default observer(BlogUserListPage)
