import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { COIN_PENDING, getRecharge, payRecharge } from '@/api/plugins/coin'
import { ActionButton } from '@/components/action-button/action-button'
import { FormField } from '@/components/form-field/form-field'
import { ImagePicker } from '@/components/image-picker/image-picker'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { whenLinked } from '@/lib/route-params'
import { t } from '@/i18n'
import { goBack, openPage, toast } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { DetailRows } from '../../kit/detail-rows'
import { payProblem, VOUCHER_MAX } from '../components/coin-rules'
import { coinPage } from '../components/links-sheet'
import '../../kit/kit.scss'
import '../components/coin.scss'
import '@/i18n/locales/plugin-coin'

const area = 'plugin-coin'

/** Payment voucher of a recharge request (api-plugins-1 §6.4): up to 10 images and a required remark. */
function CoinRechargePayPage() {
  const router = useRouter()
  const id = String(router.params.id ?? '')
  const allowed = useLoginGate()
  const detail = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(id, () => getRecharge(id)),
    ),
    [allowed, id],
  )
  const [images, setImages] = useState<string[]>([])
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_recharge_pay`}>
        <GuestNotice />
      </PageShell>
    )
  }
  const recharge = detail.data?.recharge

  const submit = async () => {
    const problem = payProblem({ images, note })
    if (problem) return toast(t(`${area}.${problem}`, { max: 500 }))
    setBusy(true)
    const result = await payRecharge(id, images, note.trim())
    setBusy(false)
    if (!result.ok) return
    toast(t(`${area}.submitted`), 'success')
    void openPage(coinPage('recharge-list'), { redirect: true })
  }

  return (
    <PageShell titleKey={`${area}.title_recharge_pay`}>
      <StatusView status={detail.status} kind={detail.failureKind} message={detail.error} onRetry={detail.reload} />
      {detail.status === 'ready' && recharge && recharge.status !== COIN_PENDING ? (
        <StatusView status='empty' message={t(`${area}.not_pending`, { status: recharge.statusName })} />
      ) : null}
      {detail.status === 'ready' && recharge && recharge.status === COIN_PENDING ? (
        <View className='pk-page'>
          <View className='coin-card'>
            <DetailRows
              rows={[
                [t(`${area}.recharge_no`), recharge.no],
                [t(`${area}.address`), recharge.address],
                [t(`${area}.network`), recharge.networkName],
                [t(`${area}.recharge_coin`), `${recharge.symbol} ${recharge.coin}`],
                [t(`${area}.platform`), recharge.platformName],
                [t(`${area}.created`), recharge.addTime],
              ]}
            />
          </View>
          <View className='coin-card'>
            <Text className='coin-card__label'>{t(`${area}.voucher`, { max: VOUCHER_MAX })}</Text>
            <ImagePicker
              value={images}
              onChange={setImages}
              max={VOUCHER_MAX}
              pathType={detail.data?.pathType ?? 'plugins_coin'}
              disabled={busy}
              testId='coin-voucher'
            />
            <FormField label={t(`${area}.pay_note`)} value={note} onChange={setNote} hint={t(`${area}.pay_note_hint`)} multiline testId='coin-pay-note' />
          </View>
          <View className='pk-card__actions coin-pay__actions'>
            <ActionButton kind='plain' size='small' onClick={() => goBack(coinPage('recharge-list'))}>
              {t('common.cancel')}
            </ActionButton>
            <ActionButton size='small' testId='coin-pay-submit' busy={busy} onClick={() => void submit()}>
              {t(`${area}.submit`)}
            </ActionButton>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(CoinRechargePayPage)
