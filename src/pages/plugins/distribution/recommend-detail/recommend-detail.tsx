import { Button, Image, Text, View } from '@tarojs/components'
import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { checkGoodsStock, getBundle } from '@/api/plugins/distribution'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { QuantityStepper } from '@/components/quantity-stepper/quantity-stepper'
import { useRemote } from '@/hooks/use-remote'
import { buyNowUrl } from '@/lib/buy-link'
import { copyText } from '@/lib/dialogs'
import { openPage, toast } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import { shareUrl } from '@/lib/share'
import { currentWebAddress } from '@/lib/web-address'
import { useStores } from '@/stores/root-store'
import { setItem } from '@/stores/storage'
import { pressable } from '@/lib/a11y'
import { bundleTotal, quantityNote, type BundleRow as Row } from '../components/bundle-rows'
import { DetailStatus } from '../components/not-found'
import { DIST_PAGES } from '../components/routes'
import { dt, titleOf } from '../components/text'
import { notAsked } from '../components/distributor-gate'
import '../../kit/kit.scss'
import '../components/dist.scss'
import './recommend-detail.scss'
import { imageAlt } from '../../kit/image-alt'

/** A shared recommendation bundle (api-plugins-1 §4.13): public; pick goods and quantities, then buy them together. */
function BundleDetailPage() {
  const { session, app } = useStores()
  const params = useRouter().params
  const id = /^\d+$/.test(params.id ?? '') ? String(params.id) : ''
  const detail = useRemote(() => (id ? getBundle(id) : notAsked()), [id])
  const bundle = detail.data
  const [rows, setRows] = useState<Row[]>([])

  useEffect(() => {
    if (bundle) setRows(bundle.lines.map((line) => ({ ...line, checked: !line.error })))
  }, [bundle])

  const userId = session.user?.id ? String(session.user.id) : ''
  const query = `id=${id}${userId ? `&referrer=${userId}` : ''}`
  useShareAppMessage(() => ({ title: bundle?.seoTitle || bundle?.title || '', path: `${DIST_PAGES.bundle}?${query}`, imageUrl: bundle?.icon || undefined }))

  const openGoods = (goodsId: string) => void openPage(`/pages/goods-detail/goods-detail?id=${goodsId}`)
  const update = (index: number, change: Partial<Row>) => setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)))

  const changeQuantity = async (index: number, next: number, requested: number) => {
    const row = rows[index]
    const note = quantityNote(row, requested)
    if (note) toast(note)
    const quantity = Math.min(next, row.inventory > 0 ? row.inventory : next)
    update(index, { quantity })
    // The price and stock of this quantity now (goods/stock); a refusal keeps the row as it was.
    const result = await checkGoodsStock(row.goodsId, row.spec, quantity)
    if (result.ok) update(index, { price: result.data.price || row.price, originalPrice: result.data.originalPrice, inventory: result.data.inventory })
  }

  const buy = () => {
    const chosen = rows.filter((r) => r.checked && !r.error)
    if (!chosen.length) {
      toast(dt('bundle_choose_one'))
      return
    }
    const url = buyNowUrl(chosen.map((r) => ({ goods_id: r.goodsId, stock: r.quantity, spec: r.spec })))
    if (!ensureLogin()) {
      setItem('cache_prev_page_key', `${DIST_PAGES.bundle}?id=${id}`)
      return
    }
    void openPage(url)
  }

  const share = () => void copyText(shareUrl(app.settings.h5Url || currentWebAddress(), { title: '', desc: '', path: DIST_PAGES.bundle, query }))

  return (
    <PageShell titleKey={titleOf('recommend_detail')} title={bundle?.title || undefined}>
      {detail.status !== 'ready' || !bundle ? <DetailStatus remote={detail} missing={!id} notFound={dt('bundle_missing')} /> : null}
      {detail.status === 'ready' && bundle ? (
        <View className='dist-bundle-page' data-testid='dist-bundle-detail'>
          <View className='pk-page'>
            <View className='pk-card dist-bundle'>
              {bundle.icon ? <Image className='dist-bundle__icon' src={bundle.icon} mode='aspectFill' {...imageAlt('')} /> : null}
              <View className='dist-bundle__rows'>
                <Text className='pk-card__title'>{bundle.title}</Text>
                {bundle.describe ? <Text className='dist-muted'>{bundle.describe}</Text> : null}
              </View>
              {process.env.TARO_ENV === 'h5' ? (
                <Text className='dist-bundle-page__share' onClick={share}>
                  {dt('share')}
                </Text>
              ) : (
                <Button className='dist-poster__share' openType='share'>
                  {dt('share')}
                </Button>
              )}
            </View>
            {rows.map((row, index) => (
              <View
                key={`${row.goodsId}-${row.specText}`}
                className={`pk-card dist-goods dist-bundle-page__row ${row.error ? 'dist-bundle-page__row--error' : ''}`}
                data-testid='dist-bundle-goods'
              >
                <View
                  className={`dist-bundle-page__radio ${row.checked ? 'dist-bundle-page__radio--on' : ''}`}
                  onClick={() => !row.error && update(index, { checked: !row.checked })}
                  {...pressable(() => !row.error && update(index, { checked: !row.checked }), row.title)}
                  role='checkbox'
                  aria-checked={row.checked}
                  data-testid='dist-bundle-check'
                />
                <Image
                  className='dist-goods__image'
                  src={row.image}
                  mode='aspectFill'
                  onClick={() => openGoods(row.goodsId)}
                  {...imageAlt(row.title)}
                  {...pressable(() => openGoods(row.goodsId), row.title)}
                />
                <View className='dist-goods__info'>
                  <Text className='dist-goods__title'>{row.title}</Text>
                  {row.specText ? <Text className='dist-goods__spec'>{row.specText}</Text> : null}
                  {row.error ? <Text className='dist-bundle-page__error'>{row.error.trim() || dt('goods_unavailable')}</Text> : null}
                  <View className='dist-goods__line'>
                    <Price value={row.price} className='dist-goods__price' />
                    {row.error ? null : (
                      <QuantityStepper
                        value={row.quantity}
                        min={row.buyMin}
                        max={row.buyMax}
                        onChange={(next, requested) => void changeQuantity(index, next, requested)}
                      />
                    )}
                  </View>
                </View>
              </View>
            ))}
          </View>
          <View className='dist-bundle-page__bar'>
            <Text className='dist-bundle-page__total'>
              {dt('total')}
              <Price value={bundleTotal(rows)} size='large' />
            </Text>
            <ActionButton onClick={buy} testId='dist-bundle-buy'>
              {dt('buy_now')}
            </ActionButton>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(BundleDetailPage)
