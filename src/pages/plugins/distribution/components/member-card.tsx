import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { TeamMember } from '@/api/plugins/distribution-team'
import { ActionButton } from '@/components/action-button/action-button'
import { Price } from '@/components/price/price'
import { copyText } from '@/lib/dialogs'
import { openPage, toast } from '@/lib/navigate'
import { DetailRows } from '../../kit/detail-rows'
import { DIST_PAGES } from './routes'
import { dt } from './text'
import { imageAlt } from '../../kit/image-alt'
import '@/i18n/locales/plugin-distribution-centre'

export function callNumber(phone: string): void {
  void Taro.makePhoneCall({ phoneNumber: phone }).catch(() => toast(dt('call_failed')))
}

/** One team member (team and promotion-user lists): spending, their own downline and the ways to reach them. */
export const MemberCard = observer(function MemberCard({ member }: { member: TeamMember }) {
  return (
    <View className='pk-card' data-testid='dist-member'>
      <View className='dist-person pk-card__head'>
        <Image className='dist-person__avatar' src={member.avatar} mode='aspectFill' {...imageAlt('')} />
        <View className='dist-person__who'>
          <Text className='dist-person__name'>{member.name}</Text>
          <Text className='dist-person__meta'>{dt('joined_at', { time: member.addTime })}</Text>
        </View>
      </View>
      <DetailRows
        rows={[
          [dt('member_orders'), String(member.orderCount)],
          [dt('member_spent'), <Price key='s' value={member.orderTotal} />],
          [dt('member_last_order'), member.orderLastTime],
          [dt('downline_orders'), String(member.downlineOrderCount)],
          [dt('downline_spent'), <Price key='d' value={member.downlineOrderTotal} />],
          [dt('downline_last_order'), member.downlineLastTime],
          [dt('downline_users'), String(member.referrerCount)],
        ]}
      />
      <View className='dist-actions'>
        {member.email ? (
          <ActionButton kind='plain' size='small' onClick={() => void copyText(member.email)}>
            {dt('email')}
          </ActionButton>
        ) : null}
        {member.mobile ? (
          <ActionButton kind='plain' size='small' onClick={() => callNumber(member.mobile)}>
            {dt('phone')}
          </ActionButton>
        ) : null}
        <ActionButton kind='secondary' size='small' onClick={() => void openPage(`${DIST_PAGES.orders}?uid=${member.id}`)} testId='dist-member-orders'>
          {dt('member_order_list')}
        </ActionButton>
      </View>
    </View>
  )
})
