import { Button, Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState } from 'react'
import { saveCart } from '@/api/cart'
import { toggleFavor, type BuyButton, type GoodsDetail, type GoodsDetailPage } from '@/api/goods'
import { getGoodsDetailView } from '@/api/goods-detail'
import { str } from '@/api/parse'
import { GoodsList } from '@/components/goods-card/goods-card'
import { Icon } from '@/components/icon/icon'
import type { IconName } from '@/components/icon/icon-names'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { SafeRichText } from '@/components/rich-text/rich-text'
import type { SpecChoice, SpecPickerAction } from '@/components/spec-picker/spec-picker'
import { SpecPickerOnDemand } from '@/components/spec-picker/spec-picker-on-demand'
import { StatusView } from '@/components/status-view/status-view'
import { useFillsLoaded } from '@/hooks/use-fills-loaded'
import { usePaintedOnce } from '@/hooks/use-painted-once'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { buyNowUrl } from '@/lib/buy-link'
import { copyText } from '@/lib/dialogs'
import { goBack, HOME_PAGE, openPage, openUrl, toast } from '@/lib/navigate'
import { contactService } from '@/lib/online-service'
import { ensureLogin } from '@/lib/session-gate'
import { useShare, webShareLink } from '@/hooks/use-share'
import { useStores } from '@/stores/root-store'
import { getItem, setItem } from '@/stores/storage'
import { GOODS_DETAIL_BLOCKS, GOODS_DETAIL_GALLERY, GOODS_DETAIL_PRICE, GOODS_DETAIL_PROMO, GOODS_DETAIL_SHARE } from '@/slots/slots'
import { Slot } from '@/slots/slot'
import '@/slots/fills/goods-detail'
import { loadBlockFills } from './block-fills'
import { isOrderButton, runPlainButton } from './buy-actions'
import { CommentItem, GoodsGallery } from './detail-parts'
import { DetailTopNav, ParamsAndServices, useAnchorIds } from './detail-nav'
import { GOODS_DETAIL_PATH, goodsShareInfo } from './goods-share'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { pressable, imageAlt } from '@/lib/a11y'
import './goods-detail.scss'
import '@/i18n/locales/goods'
import '@/i18n/locales/catalog'

const CART_PAGE = '/pages/cart-page/cart-page'

/** What a list left in cache_goods_data_key, drawn at once while the detail loads (api-core 1.17). */
function cachedPreview(id: string): Pick<GoodsDetail, 'title' | 'image' | 'photos' | 'video' | 'price' | 'originalPrice'> | null {
  const cached = getItem('cache_goods_data_key')
  if (!cached || str(cached.id) !== id) return null
  const image = str(cached.images)
  return { title: str(cached.title), image, photos: image ? [image] : [], video: '', price: str(cached.price), originalPrice: str(cached.original_price) }
}

/** The bar's left entries (buy_left_nav types); any other type opens its link. */
const NAV_ICONS: Record<string, IconName> = { home: 'house', chat: 'headset', service: 'headset', cart: 'shopping-cart' }

function openNavItem(item: { type: string; url: string }): void {
  if (item.type === 'home') void openPage(item.url || HOME_PAGE)
  else if (item.type === 'chat') contactService(item.url)
  else openUrl(item.url)
}

function hasOriginalPrice(goods: Pick<GoodsDetail, 'price' | 'originalPrice'>): boolean {
  return Number(goods.originalPrice.split('-')[0]) > 0 && goods.originalPrice !== goods.price
}

/** Goods detail: gallery, price, specs, comments, description and the buy bar. */
function GoodsDetailPageView() {
  const stores = useStores()
  const { app, cart } = stores
  const params = useRouter().params as Record<string, string | undefined>
  const id = params.id || params.goods_id || ''
  // ?is_opt_back=1 (opened from the category list): "back" replaces "home" in the bar; ?is_opt_cart=0 hides the cart.
  const optBack = params.is_opt_back === '1'
  const optCart = params.is_opt_cart !== '0'
  const anchorId = useAnchorIds()
  const preview = useMemo(() => cachedPreview(id), [id])
  const detail = useRemote<GoodsDetailPage>(
    () => (id ? getGoodsDetailView(id) : Promise.resolve({ ok: false as const, code: -1, msg: t('goods.goods_missing'), kind: 'server' as const, data: '' })),
    [id],
  )
  const page = detail.data
  const goods = page?.goods

  const [isFavor, setIsFavor] = useState(false)
  const [favorBusy, setFavorBusy] = useState(false)
  // The picker stays mounted while closed so the shopper's choice survives reopening it.
  const [picker, setPicker] = useState<{ open: boolean; actions: SpecPickerAction['type'][] }>({ open: false, actions: [] })
  const [cartBusy, setCartBusy] = useState(false)
  const [specLabel, setSpecLabel] = useState('')

  useEffect(() => {
    if (!page) return
    setIsFavor(page.goods.isFavor)
    cart.setCount(page.cartCount)
    // ?is_opt_buy_status=1 opens the buy popup at once when there is stock.
    if (params.is_opt_buy_status === '1' && page.goods.inventory > 0) openPicker([(params.opt_buy_event_type as SpecPickerAction['type']) || 'buy'])
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page])

  const shareInfo = goods ? goodsShareInfo(goods, params) : null
  useShare(shareInfo)

  const serviceTel = app.settings.serviceTel
  const orderButtons = (page?.buyButtons ?? []).filter(isOrderButton)
  const blocked = Boolean(goods?.isExhibition) || !orderButtons.length
  const pickerActions: SpecPickerAction[] = orderButtons
    .filter((b) => b.type === 'cart' || b.type === 'buy')
    .filter((b) => picker.actions.includes(b.type as SpecPickerAction['type']))
    .map((b) => ({ type: b.type as SpecPickerAction['type'], name: b.name, color: b.color }))

  function openPicker(actions: SpecPickerAction['type'][]) {
    if (goods?.isExhibition) {
      toast(t('errors.exhibition_no_order'))
      return
    }
    setPicker({ open: true, actions })
  }

  function pressButton(button: BuyButton) {
    if (button.type === 'cart' || button.type === 'buy') openPicker([button.type])
    else if (button.type === 'spec-show')
      openPicker(orderButtons.map((b) => b.type).filter((type): type is SpecPickerAction['type'] => type === 'cart' || type === 'buy'))
    else runPlainButton(button, serviceTel)
  }

  /**
   * The login gate; on H5 currentPageUrl() loses this page's query (Taro's H5 page has no `options`),
   * so the way back is written again with the goods id.
   */
  function loggedIn(): boolean {
    if (ensureLogin()) return true
    setItem('cache_prev_page_key', `${GOODS_DETAIL_PATH}?id=${id}`)
    return false
  }

  async function confirm(action: SpecPickerAction['type'], choice: SpecChoice) {
    if (!goods || cartBusy) return
    if (goods.isExhibition) {
      toast(t('errors.exhibition_no_order'))
      return
    }
    // Guests go to login and come back to this page (api-core 1.7).
    if (!loggedIn()) return
    if (action === 'buy') {
      setPicker({ open: false, actions: [] })
      void openPage(buyNowUrl([{ goods_id: goods.id, stock: choice.quantity, spec: choice.spec }]))
      return
    }
    setCartBusy(true)
    const result = await saveCart(goods.id, choice.quantity, choice.spec)
    setCartBusy(false)
    if (!result.ok) return
    cart.setCount(result.data.buyNumber)
    toast(result.msg || t('goods.added_to_cart'), 'success')
    setPicker({ open: false, actions: [] })
  }

  async function switchFavor() {
    if (!goods || favorBusy || !loggedIn()) return
    setFavorBusy(true)
    const result = await toggleFavor(goods.id)
    setFavorBusy(false)
    if (!result.ok) return
    setIsFavor(result.data.isFavor)
    toast(result.msg || t(result.data.isFavor ? 'goods.favored' : 'goods.favor'))
  }

  function share() {
    if (shareInfo && process.env.TARO_ENV === 'h5') void webShareLink(shareInfo).then(copyText)
  }

  // Until the detail arrives, the cached card from the list is shown instead of a blank page.
  const shown = goods ?? (preview && detail.status === 'loading' ? preview : null)
  // Gallery, price and title paint first, and the plugin cards' code is asked for then. The cards and
  // everything under them (spec row, parameters, comments, description, suggestions) are drawn together,
  // as a transition, once it is in: they come below what has painted, so nothing moves, and the first
  // frame's style and layout work is about half as long.
  const painted = usePaintedOnce(Boolean(goods))
  const showBelowFold = useFillsLoaded(painted, loadBlockFills)
  const showStatus = !goods && !(preview && detail.status === 'loading')
  const useMobileDetail = app.settings.useMobileDetail && Boolean(goods?.contentApp.length)

  return (
    <PageShell titleKey='goods.title_detail' className='goods-detail-page'>
      {page ? <DetailTopNav page={page} anchorId={anchorId} /> : null}
      {showStatus ? (
        <StatusView
          status={detail.status === 'error' && detail.failureKind === 'server' ? 'empty' : detail.status}
          message={detail.error}
          onRetry={detail.failureKind === 'server' ? undefined : detail.reload}
        />
      ) : null}
      {shown ? (
        <View className='gd' id={anchorId('main')} data-testid='goods-detail'>
          <GoodsGallery goods={shown} overlay={page ? <Slot slot={GOODS_DETAIL_GALLERY} props={{ goodsId: id, plugins: page.plugins }} /> : null} />
          <Slot slot={GOODS_DETAIL_PROMO} props={{ goodsId: id }} />
          <View className='gd-card gd-price-card'>
            <View className='gd-price-row'>
              {!goods || goods.showPrice ? (
                <View className='gd-price' data-testid='goods-price'>
                  {goods?.priceLabel ? (
                    <Text className='gd-price__label' data-testid='goods-price-label'>
                      {goods.priceLabel}
                    </Text>
                  ) : null}
                  <Price value={shown.price} size='large' />
                </View>
              ) : null}
              <Slot slot={GOODS_DETAIL_PRICE} props={{ goodsId: id }} />
              {goods && goods.showSales ? <Text className='gd-muted'>{t('goods.sales', { n: goods.salesCount })}</Text> : null}
            </View>
            {hasOriginalPrice(shown) && (!goods || goods.showOriginalPrice) ? (
              <View className='gd-original'>
                <Text className='gd-muted'>{t('goods.original_price')}</Text>
                <Price value={shown.originalPrice} original />
              </View>
            ) : null}
            <View className='gd-title-row'>
              <Text className='gd-title' style={goods?.titleColor ? { color: goods.titleColor } : undefined} data-testid='goods-title'>
                {shown.title}
              </Text>
              {goods ? (
                <View className='gd-title-actions'>
                  <View
                    className={`gd-icon-button ${isFavor ? 'gd-icon-button--on' : ''}`}
                    onClick={switchFavor}
                    {...pressable(switchFavor)}
                    data-testid='goods-favor'
                    aria-pressed={isFavor}
                    aria-disabled={favorBusy}
                  >
                    <Icon name='heart' className='gd-icon-button__glyph' />
                    <Text>{isFavor ? t('goods.favored') : t('goods.favor')}</Text>
                  </View>
                  {process.env.TARO_ENV === 'h5' ? (
                    <View className='gd-icon-button' onClick={share} {...pressable(share)} data-testid='goods-share'>
                      <Icon name='share-2' className='gd-icon-button__glyph' />
                      <Text>{t('goods.share')}</Text>
                    </View>
                  ) : (
                    <Button className='gd-icon-button gd-icon-button--native' openType='share'>
                      <Icon name='share-2' className='gd-icon-button__glyph' />
                      <Text>{t('goods.share')}</Text>
                    </Button>
                  )}
                  <Slot slot={GOODS_DETAIL_SHARE} props={{ goodsId: id, className: 'gd-icon-button' }} />
                </View>
              ) : null}
            </View>
            {goods?.simpleDesc && goods.simpleDesc !== goods.title ? <Text className='gd-desc'>{goods.simpleDesc}</Text> : null}
            {goods && goods.showInventory ? (
              <Text className='gd-muted gd-stock'>{t('goods.stock', { n: goods.inventory, unit: goods.inventoryUnit })}</Text>
            ) : null}
          </View>

          {showBelowFold ? <Slot slot={GOODS_DETAIL_BLOCKS} props={{ goodsId: id, plugins: page?.plugins ?? {} }} /> : null}
          {goods && showBelowFold && goods.specGroups.length && !blocked ? (
            <View
              className='gd-card gd-row'
              onClick={() => pressButton({ type: 'spec-show', name: '', color: 'main', value: '' })}
              {...pressable(() => pressButton({ type: 'spec-show', name: '', color: 'main', value: '' }))}
              data-testid='spec-row'
            >
              <Text className='gd-row__label'>{t('goods.selected_spec')}</Text>
              <Text className='gd-row__value'>{specLabel || t('goods.choose_spec_hint')}</Text>
              <Text className='gd-row__arrow'>›</Text>
            </View>
          ) : null}

          {goods && showBelowFold ? <ParamsAndServices base={goods.parameters} detail={goods.parametersDetail ?? []} services={page?.services ?? []} /> : null}

          {goods && showBelowFold ? (
            <View className='gd-card' id={anchorId('comments')} data-testid='comments-preview'>
              <View
                className='gd-section-head'
                onClick={() => openPage(`/pages/goods-comment/goods-comment?goods_id=${goods.id}`)}
                {...pressable(() => openPage(`/pages/goods-comment/goods-comment?goods_id=${goods.id}`))}
              >
                <Text className='gd-section-title'>{t('goods.comments_count', { n: goods.commentsCount })}</Text>
                {goods.score && goods.commentsCount > 0 ? <Text className='gd-rate'>{t('goods.comments_rate', { n: goods.score.rate })}</Text> : null}
                <Text className='gd-row__arrow'>{t('goods.comments_all')} ›</Text>
              </View>
              {goods.comments.length ? (
                goods.comments.slice(0, 3).map((c) => <CommentItem key={c.id} comment={c} />)
              ) : (
                <Text className='gd-muted gd-empty'>{t('goods.comments_empty')}</Text>
              )}
            </View>
          ) : null}

          {goods && showBelowFold ? (
            <View className='gd-card gd-content' id={anchorId('detail')}>
              <Text className='gd-section-title'>{t('goods.detail')}</Text>
              {useMobileDetail ? (
                goods.contentApp.map((block, index) => (
                  <View key={index} className='gd-content__block'>
                    {block.image ? <Image className='gd-content__image' src={block.image} mode='widthFix' {...imageAlt('', LAZY_IMAGE)} /> : null}
                    {block.lines.map((line, i) => (
                      <Text key={i} className='gd-content__line'>
                        {line}
                      </Text>
                    ))}
                  </View>
                ))
              ) : goods.contentHtml ? (
                <SafeRichText html={goods.contentHtml} />
              ) : (
                <Text className='gd-muted gd-empty'>{t('goods.detail_empty')}</Text>
              )}
            </View>
          ) : null}

          {showBelowFold && page?.guessYouLike.length ? (
            <View className='gd-guess'>
              <Text className='gd-guess__title'>{t('goods.guess_you_like')}</Text>
              <GoodsList goods={page.guessYouLike} />
            </View>
          ) : null}
          <View className='gd-bar-spacer' />
        </View>
      ) : null}

      {goods ? (
        <View className='gd-bar' data-testid='buy-bar'>
          {optBack ? (
            <View className='gd-bar__nav' onClick={() => goBack()} {...pressable(() => goBack())} data-testid='bar-back'>
              <Icon name='chevron-left' className='gd-bar__glyph' />
              <Text>{t('catalog.back')}</Text>
            </View>
          ) : null}
          {(page?.leftNav ?? []).map((item) =>
            item.type === 'favor' || (item.type === 'home' && optBack) ? null : (
              <View
                key={item.type + item.name}
                className='gd-bar__nav'
                onClick={() => openNavItem(item)}
                {...pressable(() => openNavItem(item))}
                data-testid={`bar-${item.type === 'chat' ? 'service' : item.type}`}
              >
                <Icon name={NAV_ICONS[item.type] ?? 'link'} className='gd-bar__glyph' />
                <Text>{item.name}</Text>
              </View>
            ),
          )}
          {optCart ? (
            <View className='gd-bar__nav' onClick={() => openPage(CART_PAGE)} {...pressable(() => void openPage(CART_PAGE))} data-testid='bar-cart'>
              <Icon name='shopping-cart' className='gd-bar__glyph' />
              {cart.badge ? (
                <Text className='gd-bar__badge' data-testid='bar-cart-count'>
                  {cart.badge}
                </Text>
              ) : null}
              <Text>{t('goods.cart')}</Text>
            </View>
          ) : null}
          <View className='gd-bar__buttons'>
            {blocked ? (
              <Button className='gd-bar__button gd-bar__button--disabled' disabled data-testid='buy-disabled'>
                {page?.buyError || page?.buyButtons[0]?.name || t('goods.unavailable')}
              </Button>
            ) : (
              (page?.buyButtons ?? []).map((button) => (
                <Button
                  key={button.type + button.name}
                  className={`gd-bar__button gd-bar__button--${button.color} ${cartBusy ? 'gd-bar__button--busy' : ''}`}
                  onClick={() => !cartBusy && pressButton(button)}
                  {...pressable(() => !cartBusy && pressButton(button))}
                  aria-disabled={cartBusy}
                  data-testid={`buy-button-${button.type}`}
                >
                  {button.name}
                </Button>
              ))
            )}
          </View>
        </View>
      ) : null}

      {/* Its code comes after the first paint (on the web a chunk of its own): the first screen never waits for it. */}
      {goods && painted ? (
        <SpecPickerOnDemand
          visible={picker.open}
          goods={goods}
          actions={pickerActions}
          busy={cartBusy}
          preselect={params.spec}
          onClose={() => setPicker({ open: false, actions: [] })}
          onConfirm={confirm}
          onSpecText={setSpecLabel}
        />
      ) : null}
    </PageShell>
  )
}

export default observer(GoodsDetailPageView)
