import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { SpecPair } from '@/api/goods-summary'
import { getReceive, RECEIVE_STATUS, type GiftRef, type ReceiveInfo } from '@/api/plugins/givegift'
import { ActionButton } from '@/components/action-button/action-button'
import { HintField } from '@/components/hint-field/hint-field'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { QrCodeView } from '@/components/qr-code-view/qr-code-view'
import { SpecPickerOnDemand } from '@/components/spec-picker/spec-picker-on-demand'
import { StatusView } from '@/components/status-view/status-view'
import { TextArea } from '@/components/text-area/text-area'
import { useRemote } from '@/hooks/use-remote'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { copyText } from '@/lib/dialogs'
import { HOME_PAGE, openPage, toast } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import { charLength } from '@/lib/text-rules'
import { useStores } from '@/stores/root-store'
import { claimUrl, shareLink } from '../components/routes'
import '../../kit/kit.scss'
import '../components/givegift.scss'
import './receive.scss'
import '@/styles/form-rows.scss'
import '@/i18n/locales/plugin-givegift'
import { imageAlt } from '../../kit/image-alt'
import { pressable } from '@/lib/a11y'

const area = 'plugin-givegift'
const NOTE_MAX = 200
const REF_FORMAT = /^[A-Za-z0-9]{1,64}$/
const openGoods = (url: string) => {
  if (url) void openPage(url)
}

/** ?code= (one unit) wins over ?key= (the link of all units); a malformed value is no gift at all. */
function refFromQuery(params: Record<string, string | undefined>): GiftRef | null | 'bad' {
  const code = params.code?.trim()
  const key = params.key?.trim()
  if (!code && !key) return null
  if (code) return REF_FORMAT.test(code) ? { type: 'code', value: code } : 'bad'
  return key && REF_FORMAT.test(key) ? { type: 'key', value: key } : 'bad'
}

/** Opened without a link: type the claim code a friend sent. */
const CodeEntry = observer(function CodeEntry({ onOpen, notice }: { onOpen: (ref: GiftRef) => void; notice?: string }) {
  const [code, setCode] = useState('')
  const open = () => {
    const value = code.trim()
    if (!value) toast(t(`${area}.code_required`))
    else if (!REF_FORMAT.test(value)) toast(t(`${area}.bad_link`))
    else onOpen({ type: 'code', value: value.toUpperCase() })
  }
  return (
    <View className='pk-page'>
      {notice ? <View className='pk-notice'>{notice}</View> : null}
      <View className='pk-card'>
        <Text className='pk-card__title'>{t(`${area}.enter_code`)}</Text>
        <View className='gg-receive__code-form'>
          <HintField
            className='gg-receive__code-input'
            value={code}
            onChange={setCode}
            hint={t(`${area}.enter_code_hint`)}
            onConfirm={open}
            testId='gift-code-input'
          />
          <ActionButton testId='gift-code-open' onClick={open}>
            {t(`${area}.open_gift`)}
          </ActionButton>
        </View>
      </View>
      <View className='form-submit'>
        <ActionButton kind='plain' size='large' onClick={() => void openPage(HOME_PAGE)}>
          {t('common.back_home')}
        </ActionButton>
      </View>
    </View>
  )
})

/** The giver's own gift: the link to send (copy or QR). */
const ShareBox = observer(function ShareBox({ giftRef }: { giftRef: GiftRef }) {
  const { app } = useStores()
  const link = shareLink(giftRef, app.settings.h5Url)
  return (
    <View className='pk-card gg-code' data-testid='gift-share'>
      <Text className='pk-card__title'>{t(`${area}.share_own`)}</Text>
      <Text className='gg-field__help'>{t(`${area}.share_tip`)}</Text>
      <View className='gg-code__qr'>
        <QrCodeView text={link} size={220} />
        <Text className='gg-code__link' data-testid='gift-share-link'>
          {link}
        </Text>
      </View>
      <View className='pk-card__actions'>
        <ActionButton kind='secondary' size='small' onClick={() => void copyText(link)}>
          {t(`${area}.copy_link`)}
        </ActionButton>
      </View>
    </View>
  )
})

/** The gift as the receiver sees it: who gives it, their message, the goods; a thank-you note, then claim. */
const GiftView = observer(function GiftView({ info }: { info: ReceiveInfo }) {
  const { session } = useStores()
  const [note, setNote] = useState('')
  const [picking, setPicking] = useState(false)
  const { goods } = info
  const open = info.status === RECEIVE_STATUS.open
  const noteLength = charLength(note)

  const goClaim = (spec: SpecPair[]) => void openPage(claimUrl({ goodsId: goods.id, spec, ref: info.ref, note }))
  const claim = () => {
    if (!ensureLogin()) return
    if (noteLength > NOTE_MAX) {
      toast(t(`${area}.note_too_long`))
      return
    }
    if (goods.specGroups.length) setPicking(true)
    else goClaim([])
  }

  return (
    <View className='pk-page gg-receive'>
      <View className='gg-receive__hero'>
        {info.giver.avatar ? <Image className='gg-receive__avatar' src={info.giver.avatar} mode='aspectFill' {...imageAlt('')} /> : null}
        <Text className='gg-receive__title' data-testid='gift-receive-title'>
          {info.title}
        </Text>
        <Text className='gg-receive__message' data-testid='gift-receive-message'>
          {info.message}
        </Text>
      </View>
      <View className='pk-card'>
        <View className='gg-goods' onClick={() => openGoods(goods.url)} {...(goods.url ? pressable(() => openGoods(goods.url)) : {})}>
          <Image className='gg-goods__image' src={goods.image} mode='aspectFill' {...imageAlt('')} />
          <View className='gg-goods__info'>
            <Text className='gg-goods__title'>{goods.title}</Text>
            {goods.simpleDesc ? <Text className='gg-goods__desc'>{goods.simpleDesc}</Text> : null}
            <View className='gg-goods__price'>
              <Price value={goods.price} />
            </View>
          </View>
        </View>
      </View>
      <Text className={`gg-receive__state ${open ? '' : 'gg-receive__state--closed'}`} data-testid='gift-receive-state'>
        {info.statusMessage}
      </Text>
      {info.status === RECEIVE_STATUS.own ? <ShareBox giftRef={info.ref} /> : null}
      {open ? (
        <View className='pk-card'>
          <Text className='gg-field__label'>{t(`${area}.note`)}</Text>
          <TextArea className='gg-field__area' value={note} onChange={setNote} hint={t(`${area}.note_hint`)} label={t(`${area}.note`)} testId='gift-note' />
          <Text className={`gg-field__count ${noteLength > NOTE_MAX ? 'gg-field__count--over' : ''}`}>{t(`${area}.message_count`, { n: noteLength })}</Text>
        </View>
      ) : null}
      <View className='gg-bar-space' />
      <View className='gg-bar gg-bar--wide'>
        <ActionButton testId='gift-claim' disabled={!open} onClick={claim}>
          {session.isLoggedIn ? t(`${area}.claim`) : t(`${area}.claim_login`)}
        </ActionButton>
      </View>
      <SpecPickerOnDemand
        visible={picking}
        goods={{ ...goods, buyMin: 1, buyMax: 1 }}
        actions={[{ type: 'buy', name: t(`${area}.claim`), color: 'main' }]}
        onClose={() => setPicking(false)}
        onConfirm={(_action, choice) => {
          setPicking(false)
          goClaim(choice.spec)
        }}
      />
    </View>
  )
})

/** Loads the gift of a link or code; each sign-in or return to the page asks again (the claim state is per shopper). */
const GiftReceive = observer(function GiftReceive({ giftRef, onEnterCode }: { giftRef: GiftRef; onEnterCode: () => void }) {
  const { session } = useStores()
  const gift = useRemote(() => getReceive(giftRef), [giftRef.type, giftRef.value, session.token])
  useShowAgain(() => void gift.reload())
  if (gift.status !== 'ready' || !gift.data) {
    return (
      <StatusView
        status={gift.status === 'ready' ? 'loading' : gift.status}
        message={gift.error}
        onRetry={gift.reload}
        action={gift.status === 'error' ? { label: t(`${area}.enter_code`), onClick: onEnterCode } : undefined}
      />
    )
  }
  return <GiftView info={gift.data} />
})

/** Claim a gift (api-plugins-2 §3.17): open a link (?key=) or a code (?code=), or type a code. */
function ReceivePage() {
  const query = refFromQuery(useRouter().params)
  const [ref, setRef] = useState<GiftRef | null>(query === 'bad' ? null : query)
  return (
    <PageShell titleKey={`${area}.title_receive`}>
      {ref ? (
        <GiftReceive giftRef={ref} onEnterCode={() => setRef(null)} />
      ) : (
        <CodeEntry onOpen={setRef} notice={query === 'bad' ? t(`${area}.bad_link`) : undefined} />
      )}
    </PageShell>
  )
}

export default observer(ReceivePage)
