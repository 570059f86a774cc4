import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getGiftDetail, GIFT_STATUS } from '@/api/plugins/givegift'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { HOME_PAGE, openPage } from '@/lib/navigate'
import { DetailRows } from '../../kit/detail-rows'
import { RecordStatus } from '../../kit/record-status'
import { GiftCard } from '../components/gift-card'
import { giftCodesUrl, isId, receiveUrl } from '../components/routes'
import '../../kit/kit.scss'
import '../components/givegift.scss'
import './gift-detail.scss'
import '@/i18n/locales/plugin-givegift'

const area = 'plugin-givegift'

/** One gift (gift/detail): the goods and the lines the server's field_list names; a paid gift's codes and link. */
const GiftDetail = observer(function GiftDetail({ id }: { id: string }) {
  const allowed = useLoginGate()
  const detail = useRemote(
    whenLoggedIn(allowed, () => getGiftDetail(id)),
    [allowed, id],
  )
  useShowAgain(() => {
    if (allowed) void detail.reload()
  })
  if (!allowed) return <GuestNotice />
  const data = detail.data
  if (detail.status !== 'ready' || !data) return <RecordStatus remote={detail} notFound={t(`${area}.gift_not_found`)} />
  const { gift } = data
  return (
    <View className='pk-page'>
      <GiftCard gift={gift} brief />
      <View className='pk-card' data-testid='gift-detail-lines'>
        <DetailRows rows={data.lines} />
      </View>
      {gift.status === GIFT_STATUS.paid ? (
        <View className='gg-sheet__actions'>
          <ActionButton kind='secondary' size='large' testId='gift-detail-codes' onClick={() => void openPage(giftCodesUrl(gift.id))}>
            {t(`${area}.codes`)}
          </ActionButton>
          <ActionButton size='large' testId='gift-detail-link' onClick={() => void openPage(receiveUrl({ type: 'key', value: gift.key }))}>
            {t(`${area}.link`)}
          </ActionButton>
        </View>
      ) : null}
    </View>
  )
})

function GiftDetailPage() {
  const id = useRouter().params.id
  return (
    <PageShell titleKey={`${area}.title_detail`}>
      {isId(id) ? (
        <GiftDetail id={id} />
      ) : (
        <StatusView status='error' message={t(`${area}.bad_link`)} action={{ label: t('common.back_home'), onClick: () => void openPage(HOME_PAGE) }} />
      )}
    </PageShell>
  )
}

export default observer(GiftDetailPage)
