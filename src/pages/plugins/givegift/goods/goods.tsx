import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { createGift, getGiftableGoods, getGiftGoods, type GiftGoodsPage as GiftGoodsPageData } from '@/api/plugins/givegift'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { QuantityStepper } from '@/components/quantity-stepper/quantity-stepper'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { fromCents, toCents } from '@/lib/money'
import { HOME_PAGE, openPage, toast } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import { RULES, validate } from '@/lib/validation'
import { GiftMessageField, GiftUnlimitedField } from '../components/gift-fields'
import { GiftPaySheet } from '../components/gift-pay-sheet'
import { giveGoodsUrl, GIVEGIFT_PAGES, isId } from '../components/routes'
import { unitsProblem } from '../components/gift-rules'
import '../../kit/kit.scss'
import '../components/givegift.scss'
import './goods.scss'
import '@/i18n/locales/plugin-givegift'
import { imageAlt } from '../../kit/image-alt'

const area = 'plugin-givegift'
const openGoods = (url: string) => {
  if (url) void openPage(url)
}

/** Without a goods id: the goods that can be given, to choose one. */
const GoodsChooser = observer(function GoodsChooser() {
  const list = useRemote(getGiftableGoods, [], (items) => items.length === 0)
  const choose = (goodsId: string) => void openPage(giveGoodsUrl(goodsId), { redirect: true })
  return (
    <View className='pk-page'>
      <StatusView status={list.status} message={list.status === 'empty' ? t(`${area}.no_giftable_goods`) : list.error} onRetry={list.reload} />
      {list.status === 'ready' && list.data ? (
        <View className='pk-card'>
          <Text className='pk-card__title'>{t(`${area}.choose_goods`)}</Text>
          {list.data.map((goods) => (
            <View key={goods.id} className='gg-chooser' data-testid='gift-goods-choice' onClick={() => choose(goods.id)} {...pressable(() => choose(goods.id))}>
              <Image className='gg-goods__image' src={goods.image} mode='aspectFill' {...imageAlt('')} />
              <View className='gg-goods__info'>
                <Text className='gg-goods__title'>{goods.title}</Text>
                {goods.simpleDesc ? <Text className='gg-goods__desc'>{goods.simpleDesc}</Text> : null}
                <View className='gg-goods__price'>
                  <Price value={goods.price} />
                </View>
              </View>
            </View>
          ))}
        </View>
      ) : null}
    </View>
  )
})

/** The goods to give: how many units, unlimited claims, a message; then pay (api-plugins-2 §3.17). */
const GiftForm = observer(function GiftForm({ goods, payments, defaultPaymentId }: GiftGoodsPageData) {
  const [units, setUnits] = useState(goods.buyMin)
  const [unlimited, setUnlimited] = useState(true)
  const [message, setMessage] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [pay, setPay] = useState<{ id: string; amount: string } | null>(null)
  const total = fromCents(toCents(goods.price) * units)

  const changeUnits = (_next: number, requested: number) => {
    const problem = unitsProblem(goods, requested)
    if (problem) toast(problem)
    setUnits(Math.max(goods.buyMin, Math.min(requested, goods.buyMax > 0 ? goods.buyMax : requested, goods.inventory)))
  }

  const submit = async () => {
    if (submitting || !ensureLogin()) return
    const problem = unitsProblem(goods, units) ?? validate({ gift_message: message }, RULES.gift)?.message
    if (problem) {
      toast(problem)
      return
    }
    setSubmitting(true)
    const created = await createGift({ goodsId: goods.id, buyNumber: units, unlimited, message })
    setSubmitting(false)
    if (!created.ok) return
    if (created.data.paid) void openPage(GIVEGIFT_PAGES.list, { redirect: true })
    else setPay({ id: created.data.orderId, amount: created.data.totalPrice || String(total) })
  }

  return (
    <View className='pk-page'>
      <View className='pk-card'>
        <View className='gg-goods' onClick={() => openGoods(goods.url)} {...(goods.url ? pressable(() => openGoods(goods.url)) : {})}>
          <Image className='gg-goods__image' src={goods.image} mode='aspectFill' {...imageAlt('')} />
          <View className='gg-goods__info'>
            <Text className='gg-goods__title' data-testid='gift-goods-title'>
              {goods.title}
            </Text>
            {goods.simpleDesc ? <Text className='gg-goods__desc'>{goods.simpleDesc}</Text> : null}
            <View className='gg-goods__price'>
              <Price value={goods.price} />
              {goods.showInventory ? <Text>{t(`${area}.stock`, { n: goods.inventory, unit: goods.inventoryUnit })}</Text> : null}
            </View>
          </View>
        </View>
        <View className='gg-field'>
          <View className='gg-field__head'>
            <Text className='gg-field__label'>{t(`${area}.units`)}</Text>
            <QuantityStepper
              value={units}
              min={goods.buyMin}
              max={goods.buyMax > 0 ? Math.min(goods.buyMax, goods.inventory) : goods.inventory}
              onChange={changeUnits}
            />
          </View>
          <Text className='gg-field__limits'>
            {[goods.buyMin > 1 ? t(`${area}.min_units`, { n: goods.buyMin }) : '', goods.buyMax > 0 ? t(`${area}.max_units`, { n: goods.buyMax }) : '']
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </View>
        <GiftUnlimitedField checked={unlimited} onChange={setUnlimited} testId='gift-unlimited' />
        <GiftMessageField value={message} onChange={setMessage} testId='gift-message' />
      </View>
      <View className='pk-card gg-ways'>
        <Text className='gg-ways__title'>{t(`${area}.share_ways`)}</Text>
        <Text className='gg-ways__line'>{t(`${area}.share_link`)}</Text>
        <Text className='gg-ways__line'>{t(`${area}.share_codes`)}</Text>
      </View>
      <View className='gg-bar-space' />
      <View className='gg-bar'>
        <View className='gg-bar__total'>
          <Text>{t(`${area}.total`)}</Text>
          <Price value={String(total)} size='large' />
        </View>
        <ActionButton testId='gift-submit' busy={submitting} onClick={() => void submit()}>
          {submitting ? t(`${area}.creating`) : t(`${area}.pay_now`)}
        </ActionButton>
      </View>
      <GiftPaySheet
        visible={Boolean(pay)}
        giftId={pay?.id ?? ''}
        amount={pay?.amount ?? '0'}
        payments={payments}
        defaultPaymentId={defaultPaymentId}
        onClose={() => {
          // The gift exists unpaid: it waits in "my gifts" with a Pay button.
          setPay(null)
          void openPage(GIVEGIFT_PAGES.list, { redirect: true })
        }}
      />
    </View>
  )
})

/** Loads the goods to give (its own component: the hooks run only for a valid id). */
const GiftGoodsLoader = observer(function GiftGoodsLoader({ goodsId }: { goodsId: string }) {
  const page = useRemote(() => getGiftGoods(goodsId), [goodsId])
  if (page.status !== 'ready' || !page.data) {
    return <StatusView status={page.status === 'ready' ? 'loading' : page.status} message={page.error} onRetry={page.reload} />
  }
  return <GiftForm goods={page.data.goods} payments={page.data.payments} defaultPaymentId={page.data.defaultPaymentId} />
})

/** Give a goods as a gift; opened without a goods, it first lists the goods that can be given. */
function GiftGoodsPage() {
  const goodsId = useRouter().params.goods_id
  return (
    <PageShell titleKey={`${area}.title_goods`}>
      {!goodsId ? (
        <GoodsChooser />
      ) : isId(goodsId) ? (
        <GiftGoodsLoader goodsId={goodsId} />
      ) : (
        <StatusView
          status='error'
          message={t(`${area}.no_giftable_goods`)}
          action={{ label: t('common.back_home'), onClick: () => void openPage(HOME_PAGE) }}
        />
      )}
    </PageShell>
  )
}

export default observer(GiftGoodsPage)
