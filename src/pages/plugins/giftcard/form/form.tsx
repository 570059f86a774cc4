import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { exchangeGiftCard } from '@/api/plugins/giftcard'
import { ActionButton } from '@/components/action-button/action-button'
import { HintField } from '@/components/hint-field/hint-field'
import { PageShell } from '@/components/page-shell/page-shell'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { goBack, openPage } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate } from '@/hooks/use-login-gate'
import { GIFTCARD_PAGES } from '../components/routes'
import '../../kit/kit.scss'
import '../components/giftcard.scss'
import './form.scss'
import '@/i18n/locales/plugin-giftcard'

const area = 'plugin-giftcard'
const BACK_DELAY_MS = 1500

/**
 * Redeem a card secret (api-plugins-2 §3.18): the server's answer is shown green or red under the
 * field; after a success the page goes back (or to the list) 1.5 s later. The web build has no
 * scanner, so the scan link exists only in the mini-program builds.
 */
function GiftcardFormPage() {
  const allowed = useLoginGate()
  const [key, setKey] = useState('')
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  const submit = async (value = key) => {
    if (busy || done) return
    const secret = value.trim()
    if (!secret) {
      setMessage({ text: t(`${area}.key_required`), ok: false })
      return
    }
    setBusy(true)
    const result = await exchangeGiftCard(secret)
    setBusy(false)
    if (!result.ok) {
      // Keep what was typed so a mistyped character can be fixed.
      setMessage({ text: result.msg, ok: false })
      return
    }
    setDone(true)
    setMessage({ text: result.msg, ok: true })
    timer.current = setTimeout(() => goBack(GIFTCARD_PAGES.list), BACK_DELAY_MS)
  }

  const scan = async () => {
    const scanned = await Taro.scanCode({}).catch(() => null)
    if (scanned?.result) {
      setKey(scanned.result)
      void submit(scanned.result)
    }
  }

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_form`}>
        <GuestNotice />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey={`${area}.title_form`}>
      <View className='gc-form'>
        <View className='gc-form__row'>
          <Text>{t(`${area}.key_label`)}</Text>
          <HintField
            className='gc-form__input'
            value={key}
            onChange={setKey}
            hint={t(`${area}.key_hint`)}
            testId='giftcard-key'
            onConfirm={() => void submit()}
          />
          {process.env.TARO_ENV === 'h5' ? null : (
            <Text className='gc-form__scan' data-testid='giftcard-scan' onClick={() => void scan()} {...pressable(() => void scan())}>
              {t(`${area}.scan`)}
            </Text>
          )}
        </View>
        <Text className='gc-form__tip'>{t(`${area}.form_tip`)}</Text>
        {message ? (
          <Text className={`gc-form__msg gc-form__msg--${message.ok ? 'ok' : 'bad'}`} data-testid='giftcard-message' data-ok={message.ok ? '1' : '0'}>
            {message.text}
          </Text>
        ) : null}
        <View className='gc-form__actions'>
          <ActionButton size='small' testId='giftcard-submit' busy={busy} disabled={done} onClick={() => void submit()}>
            {busy ? t(`${area}.submitting`) : t(`${area}.submit`)}
          </ActionButton>
        </View>
        <Text className='gc-form__list' onClick={() => void openPage(GIFTCARD_PAGES.list)} {...pressable(() => void openPage(GIFTCARD_PAGES.list))}>
          {t(`${area}.to_list`)}
        </Text>
      </View>
    </PageShell>
  )
}

export default observer(GiftcardFormPage)
