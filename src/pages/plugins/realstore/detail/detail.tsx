import { ScrollView, Text, View } from '@tarojs/components'
import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { GoodsDetail } from '@/api/goods'
import { getStoreGoods, getStorePage, type StoreGoods } from '@/api/plugins/realstore-pages'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { SearchBar } from '@/components/search-bar/search-bar'
import type { SpecChoice } from '@/components/spec-picker/spec-picker'
import { SpecPickerOnDemand } from '@/components/spec-picker/spec-picker-on-demand'
import { usePagedList } from '@/hooks/use-paged-list'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { toast } from '@/lib/navigate'
import { whenLinked } from '@/lib/route-params'
import { ensureLogin } from '@/lib/session-gate'
import { useStores } from '@/stores/root-store'
import { RecordStatus, routeId } from '../../kit/record-status'
import { StoreCartBar } from '../components/store-cart-bar'
import { countsByGoods } from '../components/store-cart-rules'
import { REALSTORE_PAGES } from '../components/routes'
import { rememberStore } from '../components/store-choice'
import { StoreGoodsRow } from '../components/store-goods-row'
import { StoreHeader } from '../components/store-header'
import { useStoreCart } from '../components/use-store-cart'
import '../components/realstore.scss'
import './detail.scss'
import '@/i18n/locales/plugin-realstore'

// The goods detail reader is needed only when a goods with several specs is added (its picker): on the web
// it loads with that tap, not with the store page.
const loadGoodsApi = () => (process.env.TARO_ENV === 'h5' ? import('@/api/goods') : import(/* webpackMode: "eager" */ '@/api/goods'))

/**
 * A store and ordering from it (api-plugins-2 §3.7 detail): the store (open or closed, hours, address,
 * save, call, navigate), its order types, its goods by category with a keyword search, and its own cart
 * bar. Goods with several specs open the spec picker; settling opens checkout for pickup at this store.
 */
function StoreDetailPage() {
  const id = routeId(useRouter().params.id)
  const { session } = useStores()
  const [useType, setUseType] = useState<number | null>(null)
  const page = useRemote(
    whenLinked(id, () => getStorePage(id, useType)),
    [id, useType, session.token],
  )
  const data = page.data
  const activeType = useType ?? data?.useType ?? null
  const [categoryId, setCategoryId] = useState('')
  const [keywords, setKeywords] = useState('')
  const fetchGoods = useCallback(
    (p: number) => getStoreGoods(id, p, { keywords, categoryId, useType: activeType ?? -1 }),
    [id, keywords, categoryId, activeType],
  )
  const goods = usePagedList(fetchGoods, [id, keywords, categoryId, activeType], { enabled: Boolean(data) })
  const refreshCounts = page.reload
  const cart = useStoreCart(data ? id : '', activeType, session.isLoggedIn, refreshCounts)
  const counts = useMemo(() => countsByGoods(cart.cart), [cart.cart])
  const [picking, setPicking] = useState<GoodsDetail | null>(null)

  useShareAppMessage(() =>
    data ? { title: data.store.name, path: `${REALSTORE_PAGES.detail}?id=${data.store.id}`, imageUrl: data.store.logo || undefined } : {},
  )

  // Shopping here makes it the shopper's chosen store.
  useEffect(() => {
    if (data) rememberStore(data.store)
  }, [data])

  const add = async (item: StoreGoods) => {
    if (!ensureLogin()) return
    if (!item.manySpecs) {
      await cart.add(item.id, counts.get(item.id) ? 1 : item.buyMin)
      return
    }
    const goodsApi = await loadGoodsApi().catch(() => null)
    if (!goodsApi) {
      toast(t('errors.chunk_load_failed'))
      return
    }
    const detail = await goodsApi.getGoodsDetail(item.id)
    if (detail.ok) setPicking(detail.data.goods)
    else toast(detail.msg)
  }

  const reduce = (item: StoreGoods) => {
    const lines = cart.cart.lines.filter((line) => line.goodsId === item.id)
    // Several specs of one goods: which one to reduce is chosen in the cart.
    if (lines.length !== 1) {
      toast(t('plugin-realstore.reduce_in_cart'))
      return
    }
    void cart.setQuantity(lines[0], lines[0].quantity - 1)
  }

  const confirmSpec = async (_action: 'cart' | 'buy', choice: SpecChoice) => {
    if (!picking) return
    if (await cart.add(picking.id, choice.quantity, choice.spec)) setPicking(null)
  }

  if (page.status !== 'ready' || !data) {
    return (
      <PageShell titleKey='plugin-realstore.title_detail'>
        <RecordStatus remote={page} notFound={t('plugin-realstore.store_not_found')} />
      </PageShell>
    )
  }

  const store = data.store
  return (
    <PageShell titleKey='plugin-realstore.title_detail' title={store.name}>
      <View className='rs-detail'>
        <StoreHeader store={store} favored={data.favored} />
        {store.useTypes.length > 1 ? (
          <View className='rs-types' data-testid='store-use-types'>
            {store.useTypes.map((type) => (
              <Text
                key={type.index}
                className={`rs-types__item ${type.index === activeType ? 'rs-types__item--on' : ''}`}
                onClick={() => type.index !== activeType && setUseType(type.index)}
              >
                {type.name}
              </Text>
            ))}
          </View>
        ) : null}
        <View className='rs-detail__search'>
          <SearchBar
            value={keywords}
            hint={t('plugin-realstore.goods_search_hint')}
            onSearch={setKeywords}
            onInput={(v) => !v && setKeywords('')}
            variant='plain'
          />
        </View>
        <View className='rs-shelf'>
          <ScrollView scrollY className='rs-shelf__rail'>
            {[{ id: '', name: t('plugin-realstore.all'), inCart: cart.cart.count }, ...data.categories].map((category) => (
              <View
                key={category.id || 'all'}
                className={`rs-shelf__category ${category.id === categoryId ? 'rs-shelf__category--on' : ''}`}
                onClick={() => setCategoryId(category.id)}
                data-testid='store-category'
              >
                <Text>{category.name}</Text>
                {category.inCart ? <Text className='rs-shelf__badge'>{category.inCart}</Text> : null}
              </View>
            ))}
          </ScrollView>
          <PagedList
            className='rs-shelf__goods'
            list={goods}
            emptyMessage={keywords ? t('plugin-realstore.search_empty', { keywords }) : t('plugin-realstore.goods_empty')}
            renderItem={(item) => (
              <StoreGoodsRow
                key={item.id}
                goods={item}
                count={counts.get(item.id) ?? 0}
                busy={cart.busy}
                onAdd={() => void add(item)}
                onReduce={() => reduce(item)}
              />
            )}
          />
        </View>
      </View>
      {activeType !== null ? <StoreCartBar store={store} useType={activeType} state={cart} /> : null}
      {picking ? (
        <SpecPickerOnDemand
          visible
          goods={picking}
          actions={[{ type: 'cart', name: t('plugin-realstore.add_to_store_cart'), color: 'main' }]}
          busy={cart.busy}
          onClose={() => setPicking(null)}
          onConfirm={(action, choice) => void confirmSpec(action, choice)}
        />
      ) : null}
    </PageShell>
  )
}

export default observer(StoreDetailPage)
