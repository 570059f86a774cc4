import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { getCodeTabs, getGiftCodes, type GiftCode } from '@/api/plugins/givegift'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { QrCodeView } from '@/components/qr-code-view/qr-code-view'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { usePagedList } from '@/hooks/use-paged-list'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { copyText } from '@/lib/dialogs'
import { HOME_PAGE, openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { DetailRows } from '../../kit/detail-rows'
import { StatusTabs } from '../../kit/status-tabs'
import { isId, receiveUrl, shareLink } from '../components/routes'
import '../../kit/kit.scss'
import '../components/givegift.scss'
import './code.scss'
import '@/i18n/locales/plugin-givegift'
import { imageAlt } from '../../kit/image-alt'

const area = 'plugin-givegift'

/** One unit's code: who claimed it, or its link and QR code to send to a friend. */
const CodeCard = observer(function CodeCard({ code }: { code: GiftCode }) {
  const { app } = useStores()
  const [showQr, setShowQr] = useState(false)
  const ref = { type: 'code' as const, value: code.code }
  const link = shareLink(ref, app.settings.h5Url)
  return (
    <View className='pk-card gg-code' data-testid='gift-code' data-status={code.status}>
      <View className='pk-card__head'>
        <Text className='gg-code__value'>{code.code}</Text>
        <Text className='pk-card__status'>{code.statusName}</Text>
      </View>
      {code.claimer ? (
        <DetailRows
          rows={[
            [
              t(`${area}.claimer`),
              <View key='u' className='gg-code__claimer' data-testid='gift-code-claimer'>
                {code.claimer.avatar ? <Image className='gg-code__avatar' src={code.claimer.avatar} mode='aspectFill' {...imageAlt('')} /> : null}
                <Text>{code.claimer.name}</Text>
              </View>,
            ],
            [t(`${area}.claimed_at`), code.useTime],
            [t(`${area}.thanks`), code.note],
          ]}
        />
      ) : (
        <>
          {showQr ? (
            <View className='gg-code__qr'>
              <QrCodeView text={link} size={200} />
              <Text className='gg-code__link'>{link}</Text>
            </View>
          ) : null}
          <View className='pk-card__actions'>
            <ActionButton kind='plain' size='small' onClick={() => setShowQr(!showQr)} testId='gift-code-qr'>
              {showQr ? t(`${area}.hide_qr`) : t(`${area}.show_qr`)}
            </ActionButton>
            <ActionButton kind='secondary' size='small' onClick={() => void copyText(link)}>
              {t(`${area}.copy_link`)}
            </ActionButton>
            <ActionButton size='small' testId='gift-code-link' onClick={() => void openPage(receiveUrl(ref))}>
              {t(`${area}.link`)}
            </ActionButton>
          </View>
        </>
      )}
    </View>
  )
})

/** The claim codes of one gift (giftcode/init tabs, giftcode/index rows in data_list). */
const GiftCodes = observer(function GiftCodes({ giftId }: { giftId: string }) {
  const allowed = useLoginGate()
  const [status, setStatus] = useState('-1')
  const tabs = useRemote(whenLoggedIn(allowed, getCodeTabs), [allowed])
  const fetchPage = useCallback((page: number) => getGiftCodes(giftId, page, status), [giftId, status])
  const list = usePagedList(fetchPage, [giftId, status], { enabled: allowed })
  if (!allowed) return <GuestNotice />
  return (
    <>
      {tabs.status === 'error' ? (
        <StatusView status='error' message={tabs.error} onRetry={() => void Promise.all([tabs.reload(), list.refresh()])} />
      ) : (
        <>
          {tabs.data?.length ? <StatusTabs tabs={tabs.data} value={status} onChange={setStatus} /> : null}
          <PagedList
            className='pk-page'
            list={list}
            emptyMessage={status === '-1' ? t(`${area}.not_paid_codes`) : t(`${area}.empty_codes`)}
            renderItem={(code) => <CodeCard key={code.id} code={code} />}
          />
        </>
      )}
    </>
  )
})

function GiftCodePage() {
  const giftId = useRouter().params.oid
  return (
    <PageShell titleKey={`${area}.title_code`}>
      {isId(giftId) ? (
        <GiftCodes giftId={giftId} />
      ) : (
        <StatusView status='error' message={t(`${area}.bad_link`)} action={{ label: t('common.back_home'), onClick: () => void openPage(HOME_PAGE) }} />
      )}
    </PageShell>
  )
}

export default observer(GiftCodePage)
