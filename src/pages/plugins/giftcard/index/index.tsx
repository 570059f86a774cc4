import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback } from 'react'
import { getGiftCards, GIFTCARD_TYPE, type GiftCard } from '@/api/plugins/giftcard'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { Price } from '@/components/price/price'
import { usePagedList } from '@/hooks/use-paged-list'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { copyText } from '@/lib/dialogs'
import { openPage } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate } from '@/hooks/use-login-gate'
import { DetailRows } from '../../kit/detail-rows'
import { GIFTCARD_PAGES, valueLink } from '../components/routes'
import '../../kit/kit.scss'
import '../components/giftcard.scss'
import './index.scss'
import '@/i18n/locales/plugin-giftcard'

const area = 'plugin-giftcard'
const ACCOUNT_TYPES: number[] = [GIFTCARD_TYPE.wallet, GIFTCARD_TYPE.coupon, GIFTCARD_TYPE.points]

const orderPage = (id: string) => `/pages/user-order-detail/user-order-detail?id=${id}`

function open(url: string) {
  if (url) void openPage(url)
}

/** The value line: account cards link to their account; goods cards list each goods link. */
function CardValue({ card }: { card: GiftCard }) {
  if (ACCOUNT_TYPES.includes(card.type) || !card.valueLinks.length) {
    return (
      <Text
        className={valueLink(card) ? 'gc-link' : 'gc-value'}
        data-testid='giftcard-value'
        onClick={() => open(valueLink(card))}
        {...(valueLink(card) ? pressable(() => open(valueLink(card))) : {})}
      >
        {card.type === GIFTCARD_TYPE.wallet ? <Price value={card.valueText} /> : card.valueText}
      </Text>
    )
  }
  return (
    <View data-testid='giftcard-value'>
      {card.valueLinks.map((link) => (
        <Text key={link.url} className='gc-link' onClick={() => open(link.url)} {...pressable(() => open(link.url))}>
          {link.title}{' '}
        </Text>
      ))}
    </View>
  )
}

/** Orders and goods a goods card was spent on. */
function CardUses({ card }: { card: GiftCard }) {
  if (!card.uses.length) return null
  return (
    <View className='gc-uses'>
      {card.uses.map((use, index) => (
        <DetailRows
          key={`${use.orderNo}-${index}`}
          rows={[
            [
              t(`${area}.use_order`),
              use.orderId && use.orderId !== '0' ? (
                <Text className='gc-link' onClick={() => open(orderPage(use.orderId))} {...pressable(() => open(orderPage(use.orderId)))}>
                  {use.orderNo}
                </Text>
              ) : (
                use.orderNo
              ),
            ],
            [
              t(`${area}.use_goods`),
              <Text key='g' className='gc-link' onClick={() => open(use.goodsUrl)} {...pressable(() => open(use.goodsUrl))}>
                {use.goodsTitle}
              </Text>,
            ],
            [t(`${area}.use_time`), use.useTime],
          ]}
        />
      ))}
    </View>
  )
}

/** My redeemed gift cards (api-plugins-2 §3.18): paged, secret copy, value links, "card exchange". */
function GiftcardIndexPage() {
  const allowed = useLoginGate()
  const fetchPage = useCallback((page: number) => getGiftCards(page), [])
  const list = usePagedList(fetchPage, [], { enabled: allowed })
  // Back from the exchange form: the new card belongs at the top.
  useShowAgain(() => {
    if (allowed) void list.refresh()
  })

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_index`}>
        <GuestNotice />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey={`${area}.title_index`}>
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={t(`${area}.empty`)}
        renderItem={(card) => (
          <View key={card.key} className='pk-card' data-testid='giftcard-row' data-type={card.type}>
            <View className='pk-card__head'>
              <Text className='gc-type'>{card.typeName}</Text>
            </View>
            <DetailRows
              rows={[
                [
                  t(`${area}.secret`),
                  <View key='s' className='gc-secret'>
                    <Text data-testid='giftcard-secret'>{card.secret}</Text>
                    <Text className='gc-secret__copy' onClick={() => void copyText(card.secret)} {...pressable(() => void copyText(card.secret))}>
                      {t(`${area}.copy`)}
                    </Text>
                  </View>,
                ],
                [t(`${area}.value`), <CardValue key='v' card={card} />],
                [t(`${area}.exchange_time`), card.exchangeTime],
              ]}
            />
            <CardUses card={card} />
          </View>
        )}
      />
      <View className='gc-bar-space' />
      <View className='gc-bar'>
        <ActionButton size='small' testId='giftcard-exchange-button' onClick={() => void openPage(GIFTCARD_PAGES.form)}>
          {t(`${area}.exchange_button`)}
        </ActionButton>
      </View>
    </PageShell>
  )
}

export default observer(GiftcardIndexPage)
