import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback } from 'react'
import { getComingUsers } from '@/api/plugins/signin'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { whenLinked } from '@/lib/route-params'
import { t } from '@/i18n'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate } from '@/hooks/use-login-gate'
import { DetailRows } from '../../kit/detail-rows'
import { imageAlt } from '../../kit/image-alt'
import '../../kit/kit.scss'
import './user-coming-list.scss'
import '@/i18n/locales/plugin-signin'

/** Who checked in on my code (api-plugins-1 §11.5). */
function SigninComingListPage() {
  const id = useRouter().params.id ?? ''
  const allowed = useLoginGate()
  const fetchPage = useCallback((page: number) => whenLinked(id, () => getComingUsers(id, page))(), [id])
  const list = usePagedList(fetchPage, [id], { enabled: allowed })
  if (!allowed) {
    return (
      <PageShell titleKey='plugin-signin.title_coming'>
        <GuestNotice />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey='plugin-signin.title_coming'>
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={t('plugin-signin.coming_empty')}
        renderItem={(row) => (
          <View key={row.id} className='pk-card' data-testid='signin-coming-row'>
            <View className='signin-coming__who'>
              <Image className='signin-coming__avatar' src={row.avatar} {...imageAlt('')} />
              <Text>{row.name}</Text>
            </View>
            <DetailRows
              rows={[
                [t('plugin-signin.reward_points'), String(row.integral)],
                [t('plugin-signin.checkin_time'), row.addTime],
              ]}
            />
          </View>
        )}
      />
    </PageShell>
  )
}

export default observer(SigninComingListPage)
