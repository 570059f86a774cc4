import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { BLOG_FORM_PAGE, BLOG_USER_LIST_PAGE } from '@/api/plugins/blog'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import './blog.scss'
import '@/i18n/locales/plugin-blog'
import { pressable } from '@/lib/a11y'

/** The bottom bar of the blog home and search when shoppers may publish: "publish" and "my posts". */
export const BlogFooter = observer(function BlogFooter({ mainName }: { mainName: string }) {
  const go = (url: string) => {
    if (ensureLogin()) void openPage(url)
  }
  return (
    <View className='blog-footer' data-testid='blog-footer'>
      <Text
        className='blog-footer__item blog-footer__item--main'
        onClick={() => go(BLOG_FORM_PAGE)}
        {...pressable(() => go(BLOG_FORM_PAGE))}
        data-testid='blog-publish'
      >
        {t('plugin-blog.publish', { name: mainName })}
      </Text>
      <Text className='blog-footer__item' onClick={() => go(BLOG_USER_LIST_PAGE)} {...pressable(() => go(BLOG_USER_LIST_PAGE))} data-testid='blog-mine'>
        {t('plugin-blog.mine', { name: mainName })}
      </Text>
    </View>
  )
})
