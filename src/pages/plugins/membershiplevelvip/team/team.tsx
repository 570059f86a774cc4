import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { getTeam } from '@/api/plugins/membershiplevelvip'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { Price } from '@/components/price/price'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { imageAlt } from '../../kit/image-alt'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate } from '@/hooks/use-login-gate'
import { DetailRows } from '../../kit/detail-rows'
import '../../kit/kit.scss'
import './team.scss'
import '@/i18n/locales/plugin-membershiplevelvip'
import { previewImages } from '@/components/image-viewer/image-preview'

/** My team (api-plugins-1 §3.9). */
function VipTeamPage() {
  const allowed = useLoginGate()
  const list = usePagedList(getTeam, [], { enabled: allowed })
  if (!allowed) {
    return (
      <PageShell titleKey='plugin-membershiplevelvip.title_team'>
        <GuestNotice />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey='plugin-membershiplevelvip.title_team'>
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={t('plugin-membershiplevelvip.team_empty')}
        renderItem={(member) => (
          <View key={member.id} className='pk-card vip-team' data-testid='vip-team-member'>
            <View className='vip-team__who'>
              <Image
                className='vip-team__avatar'
                src={member.avatar}
                onClick={() => previewImages([member.avatar])}
                {...pressable(() => previewImages([member.avatar]))}
                {...imageAlt(t('plugin-membershiplevelvip.avatar_of', { name: member.name }))}
              />
              <View className='vip-team__names'>
                <Text className='vip-team__name'>{member.name}</Text>
                <Text className='vip-team__time'>{member.addTime}</Text>
              </View>
            </View>
            <DetailRows
              rows={[
                [t('plugin-membershiplevelvip.spent'), <Price key='s' value={member.orderTotal} />],
                [t('plugin-membershiplevelvip.downline_spent'), <Price key='d' value={member.downlineOrderTotal} />],
                [t('plugin-membershiplevelvip.downline_users'), String(member.referrerCount)],
                [t('plugin-membershiplevelvip.joined'), member.addTime],
              ]}
            />
          </View>
        )}
      />
    </PageShell>
  )
}

export default observer(VipTeamPage)
