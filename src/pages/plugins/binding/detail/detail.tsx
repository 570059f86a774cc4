import { Image, Text, View } from '@tarojs/components'
import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo, useState } from 'react'
import { getSpecDetail } from '@/api/goods'
import { BUNDLE_TYPE, getBundle, type BundleGoods } from '@/api/plugins/binding'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { SpecPicker, type SpecChoice } from '@/components/spec-picker/spec-picker'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { formatPrice, toAmount } from '@/lib/money'
import { openPage, toast } from '@/lib/navigate'
import { whenLinked } from '@/lib/route-params'
import { ensureLogin } from '@/lib/session-gate'
import { useStores } from '@/stores/root-store'
import { RecordStatus, routeId } from '../../kit/record-status'
import { bundleBuyProblem, bundleCheckoutUrl, bundleSummary, goodsPrices, initialPicks, type BundlePicks } from '../components/bundle-price'
import { bundleUrl } from '../components/routes'
import '@/components/cart-list/check.scss'
import '../components/binding.scss'
import '@/i18n/locales/plugin-binding'

/**
 * One bundle (api-plugins-2 §3.8 detail?id=): its goods with their usual and bundle prices, a spec to choose
 * for goods that have several, a tick per goods for a pick-and-mix; the bar shows the bundle price and the
 * saving for what is taken, and "buy" opens checkout with the bundle (the server prices it the same way).
 */
function BundlePage() {
  const id = routeId(useRouter().params.id)
  const { app } = useStores()
  const remote = useRemote(
    whenLinked(id, () => getBundle(id)),
    [id],
  )
  const bundle = remote.data
  // The shopper's choices for this bundle; a bundle shown for the first time starts from its defaults (no
  // flash of an empty total), and a reload of the same bundle keeps what was chosen.
  const [picked, setPicked] = useState<{ bundleId: string; picks: BundlePicks } | null>(null)
  const picks = useMemo<BundlePicks>(() => (!bundle ? {} : picked?.bundleId === bundle.id ? picked.picks : initialPicks(bundle)), [bundle, picked])
  const setPicks = (update: (current: BundlePicks) => BundlePicks) => {
    if (!bundle) return
    setPicked((previous) => ({ bundleId: bundle.id, picks: update(previous?.bundleId === bundle.id ? previous.picks : initialPicks(bundle)) }))
  }
  const [picking, setPicking] = useState<BundleGoods | null>(null)
  const [specBusy, setSpecBusy] = useState(false)

  useShareAppMessage(() => (bundle ? { title: bundle.title, path: bundleUrl(bundle.id), imageUrl: bundle.image || undefined } : {}))

  const summary = useMemo(() => (bundle ? bundleSummary(bundle, picks) : null), [bundle, picks])

  if (remote.status !== 'ready' || !bundle || !summary)
    return (
      <PageShell titleKey='plugin-binding.title_detail'>
        <RecordStatus remote={remote} notFound={t('plugin-binding.not_found')} />
      </PageShell>
    )

  const pickAndMix = bundle.type === BUNDLE_TYPE.pickAndMix
  const toggle = (goods: BundleGoods) => {
    if (goods.errorMsg) return
    setPicks((current) => ({ ...current, [goods.id]: { ...current[goods.id], selected: !current[goods.id]?.selected } }))
  }

  const chooseSpec = async (choice: SpecChoice) => {
    if (!picking || specBusy) return
    setSpecBusy(true)
    const detail = await getSpecDetail(picking.id, choice.spec, picking.setSize)
    setSpecBusy(false)
    if (!detail.ok) return
    setPicks((current) => ({ ...current, [picking.id]: { selected: true, spec: choice.spec, specPrice: detail.data.price } }))
    setPicking(null)
  }

  const buy = () => {
    const problem = bundleBuyProblem(bundle, picks)
    if (problem) {
      toast(problem)
      return
    }
    if (ensureLogin()) void openPage(bundleCheckoutUrl(bundle, picks))
  }

  return (
    <PageShell titleKey='plugin-binding.title_detail' title={bundle.title}>
      <View className='binding-detail' data-testid='bundle-detail'>
        {bundle.image ? <Image className='binding-detail__image' src={bundle.image} mode='aspectFill' /> : null}
        <View className='binding-detail__head'>
          <Text className='binding-detail__title'>{bundle.title}</Text>
          <Text className='binding-detail__rule'>
            {pickAndMix ? t('plugin-binding.rule_pick', { n: bundle.minGoods }) : t('plugin-binding.rule_fixed', { n: bundle.goods.length })}
          </Text>
        </View>
        {bundle.goods.map((goods) => {
          const pick = picks[goods.id]
          const specText = pick?.spec.map((pair) => pair.value).join(' / ')
          const prices = goodsPrices(goods, pick)
          return (
            <View key={goods.id} className={`bundle-goods ${goods.errorMsg ? 'bundle-goods--lapsed' : ''}`} data-testid='bundle-goods' data-goods={goods.id}>
              {pickAndMix ? (
                <View
                  className={`check bundle-goods__check ${pick?.selected ? 'check--on' : ''}`}
                  onClick={() => toggle(goods)}
                  data-testid='bundle-goods-check'
                  data-on={pick?.selected ? '1' : '0'}
                />
              ) : null}
              <View className='bundle-goods__image' onClick={() => void openPage(goods.url)}>
                <Image className='bundle-goods__image' src={goods.image} mode='aspectFill' />
                {goods.errorMsg ? <Text className='bundle-goods__stamp'>{goods.errorMsg}</Text> : null}
              </View>
              <View className='bundle-goods__info'>
                <Text className='bundle-goods__title'>{goods.title}</Text>
                <View className='bundle-goods__prices'>
                  <Price value={prices.bundle} />
                  <Price value={prices.usual} original size='small' />
                  {goods.setSize > 1 ? (
                    <Text className='bundle-goods__title'>{t('plugin-binding.set_size', { n: goods.setSize, unit: goods.unit })}</Text>
                  ) : null}
                </View>
                {goods.manySpecs && !goods.errorMsg ? (
                  <Text
                    className={`bundle-goods__spec ${specText ? 'bundle-goods__spec--chosen' : ''}`}
                    onClick={() => setPicking(goods)}
                    data-testid='bundle-goods-spec'
                  >
                    {specText || t('plugin-binding.choose_spec')}
                  </Text>
                ) : null}
              </View>
            </View>
          )
        })}
      </View>
      <View className='bundle-bar' data-testid='bundle-bar'>
        <View className='bundle-bar__sum'>
          <View className='bundle-bar__line'>
            <Text>{t('plugin-binding.bundle_price')}</Text>
            <Price value={summary.price} size={summary.price.includes('-') ? 'normal' : 'large'} />
          </View>
          <View className='bundle-bar__line'>
            <Price value={summary.originalPrice} original size='small' />
            {toAmount(summary.saving) > 0 ? (
              <Text className='bundle-bar__saving' data-testid='bundle-bar-saving'>
                {t('plugin-binding.saving', { amount: formatPrice(summary.saving, app.currencySymbol) })}
              </Text>
            ) : null}
          </View>
        </View>
        <ActionButton className='bundle-bar__buy' onClick={buy} testId='bundle-buy'>
          {pickAndMix ? t('plugin-binding.buy_count', { n: summary.count }) : bundle.buyText || t('plugin-binding.buy')}
        </ActionButton>
      </View>
      {picking ? (
        <SpecPicker
          visible
          goods={{
            id: picking.id,
            title: picking.title,
            image: picking.image,
            price: picking.price,
            originalPrice: '',
            inventory: picking.inventory,
            inventoryUnit: picking.unit,
            buyMin: picking.setSize,
            buyMax: picking.setSize,
            specGroups: picking.specGroups,
          }}
          actions={[{ type: 'buy', name: t('plugin-binding.confirm_spec'), color: 'main' }]}
          busy={specBusy}
          onClose={() => setPicking(null)}
          onConfirm={(_action, choice) => void chooseSpec(choice)}
        />
      ) : null}
    </PageShell>
  )
}

export default observer(BundlePage)
