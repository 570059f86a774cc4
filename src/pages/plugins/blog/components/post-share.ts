import { blogDetailUrl, BLOG_DETAIL_PAGE, type BlogDetail } from '@/api/plugins/blog'
import { buildShare, parseShareBase, type SharePayload } from '@/lib/share'
import type { RootStore } from '@/stores/root-store'

/** Share content of a post (api-plugins-2 §0.5): SEO text first, then the post's own. */
export function postSharePayload(post: BlogDetail, stores: Pick<RootStore, 'app' | 'session'>): SharePayload {
  const { app, session } = stores
  const share = app.pluginBase('share', parseShareBase)
  return buildShare(
    {
      title: post.seoTitle || post.title,
      desc: post.seoDesc || post.describe,
      path: BLOG_DETAIL_PAGE,
      query: blogDetailUrl(post.id).split('?')[1],
      img: post.shareImage || post.cover,
    },
    {
      pluginTitle: share?.title,
      pluginDesc: share?.desc,
      pluginPic: share?.pic,
      appTitle: app.settings.siteName || 'ShopXO',
      logo: app.settings.logoSquare,
      homePage: '/pages/index/index',
      userId: session.user?.id ? String(session.user.id) : undefined,
      useImage: 1,
    },
  )
}
