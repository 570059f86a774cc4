import { Button, Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState } from 'react'
import { createRecharge, getRechargeInfo } from '@/api/plugins/coin'
import { FormField } from '@/components/form-field/form-field'
import { previewImages } from '@/components/image-viewer/image-preview'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { Icon } from '@/components/icon/icon'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { copyText } from '@/lib/dialogs'
import { openPage, toast } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { AccountPicker } from '../components/account-picker'
import { AMOUNT_MAXLENGTH, rechargeProblem } from '../components/coin-rules'
import { coinPage } from '../components/links-sheet'
import { OptionSheet } from '../components/option-sheet'
import '../../kit/kit.scss'
import { imageAlt } from '../../kit/image-alt'
import '../components/coin.scss'
import '@/i18n/locales/plugin-coin'

const area = 'plugin-coin'

/** Recharge request (api-plugins-1 §6.3): deposit address and QR, network, amount; then the voucher page. */
function CoinRechargePage() {
  const router = useRouter()
  const allowed = useLoginGate()
  const [accountId, setAccountId] = useState(String(router.params.id ?? ''))
  const info = useRemote(
    whenLoggedIn(allowed, () => getRechargeInfo(accountId)),
    [allowed, accountId],
  )
  const [networkId, setNetworkId] = useState('')
  const [networkOpen, setNetworkOpen] = useState(false)
  const [preset, setPreset] = useState('')
  const [other, setOther] = useState('')
  const [busy, setBusy] = useState(false)
  const networks = useMemo(() => info.data?.networks ?? [], [info.data])

  useEffect(() => {
    if (!networkId && networks.length) setNetworkId(networks[0].value)
  }, [networks, networkId])

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_recharge`}>
        <GuestNotice />
      </PageShell>
    )
  }
  const account = info.data?.account
  const amount = other.trim() || preset

  const submit = async () => {
    const problem = rechargeProblem({ networkCount: networks.length, networkId, coin: amount })
    if (problem) return toast(t(`${area}.${problem}`))
    if (!account) return
    setBusy(true)
    const result = await createRecharge({ accountsId: account.id, networkId, address: account.rechargeAddress, coin: amount })
    setBusy(false)
    if (!result.ok) return
    toast(t(`${area}.submitted`), 'success')
    void openPage(coinPage('recharge-list', `id=${account.id}`), { redirect: true })
  }

  return (
    <PageShell titleKey={`${area}.title_recharge`}>
      <StatusView status={info.status} message={info.error} onRetry={info.reload} />
      {info.status === 'ready' && info.data && account ? (
        <View className='pk-page'>
          <View className='coin-card'>
            <AccountPicker accounts={info.data.accounts} account={account} onChange={(id) => (setAccountId(id), setPreset(''))} />
            <View className='coin-card__line'>
              <Text>{t(`${area}.balance`)}</Text>
              <Text>
                {account.symbol} {account.normalCoin}
              </Text>
            </View>
          </View>
          <View className='coin-card coin-deposit'>
            {account.rechargeQrcode ? (
              <Image
                className='coin-deposit__qr'
                src={account.rechargeQrcode}
                mode='aspectFit'
                data-testid='coin-recharge-qr'
                onClick={() => previewImages([account.rechargeQrcode])}
                {...pressable(() => previewImages([account.rechargeQrcode]))}
                {...imageAlt(t(`${area}.deposit_qrcode`))}
              />
            ) : null}
            <Text className='coin-card__label'>{t(`${area}.deposit_address`)}</Text>
            <View className='coin-card__line'>
              <Text className='coin-deposit__address' data-testid='coin-recharge-address'>
                {account.rechargeAddress}
              </Text>
              <Text
                className='coin-card__link'
                onClick={() => void copyText(account.rechargeAddress)}
                {...pressable(() => void copyText(account.rechargeAddress))}
              >
                {t(`${area}.copy`)}
              </Text>
            </View>
            <View className='coin-card__line' onClick={() => setNetworkOpen(true)} {...pressable(() => setNetworkOpen(true))} data-testid='coin-network'>
              <Text>{t(`${area}.network`)}</Text>
              <Text className='coin-card__link'>
                {networks.find((n) => n.value === networkId)?.label ?? t(`${area}.choose`)}
                <Icon name='chevron-down' size={24} />
              </Text>
            </View>
          </View>
          <View className='coin-card'>
            <Text className='coin-card__label'>{t(`${area}.choose_amount`)}</Text>
            <View className='coin-chips'>
              {account.presets.map((p) => (
                <View
                  key={p.value}
                  className={`coin-chips__item ${!other.trim() && preset === p.value ? 'coin-chips__item--on' : ''}`}
                  data-testid='coin-preset'
                  onClick={() => (setPreset(p.value), setOther(''))}
                  {...pressable(() => (setPreset(p.value), setOther('')))}
                >
                  {p.value}
                  {p.tips ? <Text className='coin-chips__tips'>{p.tips}</Text> : null}
                </View>
              ))}
            </View>
            <FormField
              label={t(`${area}.other_amount`)}
              type='digit'
              maxlength={AMOUNT_MAXLENGTH}
              value={other}
              onChange={setOther}
              hint={t(`${area}.other_amount_hint`)}
              testId='coin-recharge-amount'
            />
          </View>
          {account.rechargeDesc.length ? (
            <View className='coin-card coin-notes'>
              <Text>{t(`${area}.recharge_notes`)}</Text>
              {account.rechargeDesc.map((line, i) => (
                <View key={i}>{`${i + 1}. ${line}`}</View>
              ))}
            </View>
          ) : null}
          <Button
            className={`coin-submit ${busy ? 'coin-submit--disabled' : ''}`}
            disabled={busy || undefined}
            data-testid='coin-recharge-submit'
            onClick={() => void submit()}
          >
            {t(`${area}.recharge_now`)}
          </Button>
          <OptionSheet
            open={networkOpen}
            title={t(`${area}.network`)}
            options={networks}
            value={networkId}
            onSelect={setNetworkId}
            onClose={() => setNetworkOpen(false)}
            testId='coin-network-sheet'
          />
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(CoinRechargePage)
